import { sectionHref, useSectionNavigation } from './use-section-navigation.js';

/**
 * A menu's links to home-page sections, as list items: each a plain '/#id' link that scrolls there
 * (useSectionNavigation). `onNavigate` runs before the scroll (the phone menu closes itself).
 */
export function SectionLinkItems({
  items,
  linkClassName,
  onNavigate,
}: {
  items: readonly { id: string; label: string }[];
  linkClassName: string;
  onNavigate?: () => void;
}) {
  const { onSectionLinkClick } = useSectionNavigation();
  return items.map((item) => (
    <li key={item.id}>
      <a
        href={sectionHref(item.id)}
        onClick={onSectionLinkClick(item.id, onNavigate)}
        className={linkClassName}
      >
        {item.label}
      </a>
    </li>
  ));
}
