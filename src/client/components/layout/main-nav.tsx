import { Link, useLocation } from 'wouter';
import { Menu } from 'lucide-react';
import { Button } from '@client/components/ui/button';
import {
  DropdownMenu,
  DropdownMenuContent,
  DropdownMenuItem,
  DropdownMenuTrigger,
} from '@client/components/ui/dropdown-menu';
import { WithTooltip } from '@client/components/ui/tooltip';
import { cn } from '@client/lib/utils';
import { NAV_ITEMS, isActivePath } from './nav-items';

/**
 * Inline navigation, shown on wide screens. Seven links and the search share 1 280 px: a long
 * label goes onto two lines rather than pushing the account menu off the screen.
 */
export function DesktopNav({ className }: { className?: string }) {
  const [location] = useLocation();
  return (
    <nav aria-label="Navigation principale" className={cn('min-w-0', className)}>
      <ul className="flex items-center gap-0.5">
        {NAV_ITEMS.map(({ href, label }) => {
          const active = isActivePath(location, href);
          return (
            <li key={href}>
              <Link
                href={href}
                aria-current={active ? 'page' : undefined}
                className={cn(
                  'inline-flex min-h-9 items-center rounded-md px-2.5 py-1 text-center text-sm leading-tight font-medium text-balance transition-colors hover:bg-accent hover:text-accent-foreground',
                  active ? 'bg-accent text-accent-foreground' : 'text-muted-foreground',
                )}
              >
                {label}
              </Link>
            </li>
          );
        })}
      </ul>
    </nav>
  );
}

/** The same navigation in a compact menu, for phones and tablets. */
export function MobileNav({ className }: { className?: string }) {
  const [location] = useLocation();
  return (
    <div className={className}>
      <DropdownMenu modal={false}>
        <WithTooltip label="Menu de navigation">
          <DropdownMenuTrigger asChild>
            <Button variant="ghost" size="icon" aria-label="Menu de navigation">
              <Menu aria-hidden="true" />
            </Button>
          </DropdownMenuTrigger>
        </WithTooltip>
        <DropdownMenuContent align="start" className="min-w-[14rem]">
          {NAV_ITEMS.map(({ href, label }) => {
            const active = isActivePath(location, href);
            return (
              <DropdownMenuItem key={href} asChild>
                <Link
                  href={href}
                  aria-current={active ? 'page' : undefined}
                  className={cn(active && 'bg-accent font-semibold text-accent-foreground')}
                >
                  {label}
                </Link>
              </DropdownMenuItem>
            );
          })}
        </DropdownMenuContent>
      </DropdownMenu>
    </div>
  );
}
