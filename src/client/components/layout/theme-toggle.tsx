import { Moon, Sun } from 'lucide-react';
import { Button } from '@client/components/ui/button';
import { useTheme } from '@client/lib/theme';

export function ThemeToggle() {
  const { theme, toggleTheme } = useTheme();
  return (
    <Button
      variant="ghost"
      size="icon"
      aria-label="Changer de thème"
      title={theme === 'dark' ? 'Thème clair' : 'Thème sombre'}
      onClick={toggleTheme}
    >
      {theme === 'dark' ? <Sun aria-hidden="true" /> : <Moon aria-hidden="true" />}
    </Button>
  );
}
