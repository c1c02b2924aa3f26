import { m } from '../../shared/i18n/locale.js';
import { useTheme } from '../lib/theme.js';
import { Button, type ButtonProps } from './ui/button.js';
import { SpriteIcon } from './ui/sprite-icon.js';

export type ThemeToggleProps = Omit<ButtonProps, 'onClick' | 'children' | 'asChild'>;

/** Ghost icon button switching between the light and dark themes. */
export function ThemeToggle({ variant = 'ghost', size = 'icon', ...props }: ThemeToggleProps) {
  const { theme, toggleTheme } = useTheme();
  const isDark = theme === 'dark';

  return (
    <Button
      type="button"
      variant={variant}
      size={size}
      aria-label={isDark ? m.common_theme_to_light() : m.common_theme_to_dark()}
      onClick={toggleTheme}
      {...props}
    >
      <SpriteIcon id={isDark ? 'sun' : 'moon'} />
    </Button>
  );
}
