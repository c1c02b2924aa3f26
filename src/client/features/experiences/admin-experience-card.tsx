import { CalendarDays, Clock, Users } from 'lucide-react';
import { formatMoney } from '../../../shared/money.js';
import type { Experience } from '../../../shared/schemas/experiences.js';
import { FallbackImage } from '../../components/public/fallback-image.js';
import { Badge } from '../../components/ui/badge.js';
import { Card } from '../../components/ui/card.js';
import { Switch } from '../../components/ui/switch.js';
import { CardDeleteButton, CardEditButton } from '../admin/admin-row-actions.js';

export function AdminExperienceCard({
  experience,
  attractionTitle,
  onEdit,
  onDelete,
  onActiveChange,
  switching,
}: {
  experience: Experience;
  attractionTitle: string | null;
  onEdit: () => void;
  onDelete: () => void;
  onActiveChange: (active: boolean) => void;
  switching: boolean;
}) {
  const switchId = `experience-active-${experience.id}`;
  return (
    <Card className="flex flex-col overflow-hidden">
      <FallbackImage
        src={experience.image}
        alt={experience.imageAlt?.trim() || experience.title}
        width={640}
        height={400}
        widths={[400, 640, 800]}
        sizes="(min-width: 1280px) 400px, (min-width: 640px) 50vw, 100vw"
        className="aspect-[16/10] border-b border-border"
      />
      <div className="flex flex-1 flex-col p-4 sm:p-5">
        <div className="flex flex-wrap items-center justify-between gap-2">
          <span className="text-lg font-semibold text-foreground">{formatMoney(experience.price)}</span>
          <Badge variant={experience.isActive ? 'default' : 'secondary'}>
            {experience.isActive ? 'Active' : 'Hidden'}
          </Badge>
        </div>
        <h2 className="mt-2 font-serif text-lg font-semibold leading-snug break-words text-foreground">
          {experience.title}
        </h2>
        <p className="text-sm text-muted-foreground">
          {experience.provider} · {experience.location}
        </p>
        <ul className="mt-3 grid gap-1.5 text-sm text-muted-foreground">
          <li className="flex items-center gap-2">
            <CalendarDays aria-hidden="true" className="size-4 shrink-0" />
            {experience.availableDays.join(', ')} at {experience.startTime}
          </li>
          <li className="flex items-center gap-2">
            <Clock aria-hidden="true" className="size-4 shrink-0" />
            {experience.duration}; book {experience.leadTimeHours} h ahead, up to{' '}
            {experience.advanceWindowDays} days; cancel until {experience.cancellationCutoffHours} h before
          </li>
          <li className="flex items-center gap-2">
            <Users aria-hidden="true" className="size-4 shrink-0" />
            Up to {experience.maxParticipants} per date
          </li>
        </ul>
        {attractionTitle ? (
          <p className="mt-3 text-xs text-muted-foreground">Linked from the attraction “{attractionTitle}”</p>
        ) : null}
      </div>
      <div className="flex flex-wrap items-center justify-between gap-2 border-t border-border bg-muted/30 px-4 py-3 sm:px-5">
        <div className="flex items-center gap-2">
          <Switch
            id={switchId}
            checked={experience.isActive}
            disabled={switching}
            onCheckedChange={onActiveChange}
          />
          <label htmlFor={switchId} className="text-sm text-foreground">
            Active<span className="sr-only">: {experience.title}</span>
          </label>
        </div>
        <div className="flex items-center gap-2">
          <CardEditButton onClick={onEdit} label={`Edit ${experience.title}`} />
          <CardDeleteButton onClick={onDelete} label={`Delete ${experience.title}`} />
        </div>
      </div>
    </Card>
  );
}
