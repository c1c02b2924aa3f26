import { ArrowDown, ArrowUp, BedDouble, EllipsisVertical, Pencil, Trash2 } from 'lucide-react';
import { useRef } from 'react';
import type { Room } from '../../../shared/schemas/rooms.js';
import { Badge } from '../../components/ui/badge.js';
import { Button } from '../../components/ui/button.js';
import {
  DropdownMenu,
  DropdownMenuContent,
  DropdownMenuItem,
  DropdownMenuSeparator,
  DropdownMenuTrigger,
} from '../../components/ui/dropdown-menu.js';
import { AdminImage } from '../admin/admin-image.js';
import { RoomFeatureIcon } from './room-feature-icon.js';

export interface AdminRoomCardProps {
  room: Room;
  isFirst: boolean;
  isLast: boolean;
  /** A reorder of any room is running: the arrows wait. */
  reordering: boolean;
  onMoveUp: (room: Room) => void;
  onMoveDown: (room: Room) => void;
  /** `trigger` is the 'Room actions' button, to take focus back when the dialog closes. */
  onEdit: (room: Room, trigger: HTMLElement | null) => void;
  onDelete: (room: Room, trigger: HTMLElement | null) => void;
}

/** Opens a dialog once the menu has finished closing, so the two do not compete for focus. */
function afterMenuCloses(action: () => void) {
  setTimeout(action, 0);
}

/** One room of the admin list: image, name, description, features, order arrows and an actions menu. */
/** 'Move up' / 'Move down': one step in the list's order. */
function MoveButton({
  direction,
  name,
  disabled,
  onClick,
}: {
  direction: 'up' | 'down';
  name: string;
  disabled: boolean;
  onClick: () => void;
}) {
  const Arrow = direction === 'up' ? ArrowUp : ArrowDown;
  return (
    <Button
      variant="outline"
      size="icon"
      className="size-9"
      aria-label={`Move ${name} ${direction}`}
      title={`Move ${direction}`}
      disabled={disabled}
      onClick={onClick}
    >
      <Arrow aria-hidden="true" />
    </Button>
  );
}

export function AdminRoomCard({
  room,
  isFirst,
  isLast,
  reordering,
  onMoveUp,
  onMoveDown,
  onEdit,
  onDelete,
}: AdminRoomCardProps) {
  const triggerRef = useRef<HTMLButtonElement>(null);
  return (
    <li className="flex flex-col overflow-hidden rounded-xl border border-border bg-card shadow-sm">
      <div className="relative aspect-[16/10] overflow-hidden bg-muted">
        {room.imagePath ? (
          <AdminImage src={room.imagePath} alt={room.imageAlt || room.name} icon={BedDouble} />
        ) : (
          <div className="flex size-full flex-col items-center justify-center gap-2 text-muted-foreground">
            <BedDouble aria-hidden="true" className="size-10 opacity-60" />
            <span className="text-xs">No image</span>
          </div>
        )}
        <Badge variant="secondary" className="absolute top-2.5 left-2.5 bg-card/95 shadow-sm backdrop-blur">
          Order: {room.sortOrder}
        </Badge>
      </div>

      <div className="flex flex-1 flex-col gap-4 p-5">
        <div className="flex items-start justify-between gap-3">
          <h2 className="min-w-0 font-serif text-lg leading-snug font-semibold break-words text-foreground">
            {room.name}
          </h2>
          <DropdownMenu>
            <DropdownMenuTrigger asChild>
              <Button
                ref={triggerRef}
                variant="ghost"
                size="icon"
                className="-mt-1.5 -mr-2 size-9"
                aria-label={`Actions for ${room.name}`}
              >
                <EllipsisVertical aria-hidden="true" />
              </Button>
            </DropdownMenuTrigger>
            <DropdownMenuContent align="end" className="min-w-36">
              <DropdownMenuItem onSelect={() => afterMenuCloses(() => onEdit(room, triggerRef.current))}>
                <Pencil aria-hidden="true" />
                Edit
              </DropdownMenuItem>
              <DropdownMenuSeparator />
              <DropdownMenuItem
                variant="destructive"
                onSelect={() => afterMenuCloses(() => onDelete(room, triggerRef.current))}
              >
                <Trash2 aria-hidden="true" />
                Delete
              </DropdownMenuItem>
            </DropdownMenuContent>
          </DropdownMenu>
        </div>

        <p className="text-sm leading-relaxed whitespace-pre-line text-muted-foreground">
          {room.description}
        </p>

        <div>
          <h3 className="mb-2 font-sans text-xs font-semibold tracking-wide text-foreground uppercase">
            Features
          </h3>
          {room.features.length > 0 ? (
            <ul className="grid gap-1.5 text-sm text-foreground">
              {room.features.map((feature, index) => (
                <li key={`${index}-${feature}`} className="flex items-start gap-2">
                  <RoomFeatureIcon feature={feature} className="mt-0.5 size-4 shrink-0 text-primary" />
                  <span className="min-w-0 break-words">{feature}</span>
                </li>
              ))}
            </ul>
          ) : (
            <p className="text-sm text-muted-foreground italic">No features listed</p>
          )}
        </div>

        <div className="mt-auto flex items-center justify-between gap-3 border-t border-border pt-4">
          <span className="text-xs text-muted-foreground">Position</span>
          <div className="flex gap-1.5">
            <MoveButton
              direction="up"
              name={room.name}
              disabled={isFirst || reordering}
              onClick={() => onMoveUp(room)}
            />
            <MoveButton
              direction="down"
              name={room.name}
              disabled={isLast || reordering}
              onClick={() => onMoveDown(room)}
            />
          </div>
        </div>
      </div>
    </li>
  );
}
