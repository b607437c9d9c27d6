import { Moon, Sun } from 'lucide-react';
import { Button } from '@client/components/ui/button';
import { WithTooltip } from '@client/components/ui/tooltip';
import { useTheme } from '@client/lib/theme';

export function ThemeToggle() {
  const { theme, toggleTheme } = useTheme();
  const label = 'Changer de thème';
  return (
    <WithTooltip label={label}>
      <Button variant="ghost" size="icon" aria-label={label} onClick={toggleTheme}>
        {theme === 'dark' ? <Sun aria-hidden="true" /> : <Moon aria-hidden="true" />}
      </Button>
    </WithTooltip>
  );
}
