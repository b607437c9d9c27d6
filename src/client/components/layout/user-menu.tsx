import { Link, useLocation } from 'wouter';
import { LayoutDashboard, LogOut, Settings, Smartphone } from 'lucide-react';
import type { User } from '@contract/auth';
import { dashboardPath, roleLabel } from '@contract/roles';
import { useLogoutMutation } from '@client/api/auth';
import { Avatar } from '@client/components/ui/avatar';
import { Badge } from '@client/components/ui/badge';
import {
  DropdownMenu,
  DropdownMenuContent,
  DropdownMenuItem,
  DropdownMenuLabel,
  DropdownMenuSeparator,
  DropdownMenuTrigger,
} from '@client/components/ui/dropdown-menu';
import { WithTooltip } from '@client/components/ui/tooltip';
import { roleMenuItems } from './nav-items';

/** Avatar menu: identity, role badge, Dashboard, Paramètres, Se déconnecter. */
export function UserMenu({ user }: { user: User }) {
  const [, navigate] = useLocation();
  const logout = useLogoutMutation();

  async function onLogout() {
    try {
      await logout.mutateAsync();
    } catch (err) {
      // The user is cleared locally anyway; nothing more to tell.
      console.error('Logout failed', err);
    }
    navigate('/');
  }

  return (
    <DropdownMenu modal={false}>
      <WithTooltip label="Menu du compte">
        <DropdownMenuTrigger
          aria-label="Menu du compte"
          className="rounded-full focus-visible:outline-2 focus-visible:outline-offset-2 focus-visible:outline-ring"
        >
          <Avatar name={user.name} src={user.avatar} />
        </DropdownMenuTrigger>
      </WithTooltip>
      <DropdownMenuContent align="end" className="w-64">
        <DropdownMenuLabel className="grid gap-1 font-normal">
          <span className="truncate font-semibold">{user.name}</span>
          <span className="truncate text-xs text-muted-foreground">{user.email}</span>
          <Badge variant="secondary" className="mt-1">
            {roleLabel(user.role)}
          </Badge>
        </DropdownMenuLabel>
        <DropdownMenuSeparator />
        <DropdownMenuItem asChild>
          <Link href={dashboardPath(user.role)}>
            <LayoutDashboard aria-hidden="true" />
            Dashboard
          </Link>
        </DropdownMenuItem>
        {roleMenuItems(user.role).map(({ href, label }) => (
          <DropdownMenuItem key={href} asChild>
            <Link href={href}>
              <Smartphone aria-hidden="true" />
              {label}
            </Link>
          </DropdownMenuItem>
        ))}
        <DropdownMenuItem asChild>
          <Link href="/settings">
            <Settings aria-hidden="true" />
            Paramètres
          </Link>
        </DropdownMenuItem>
        <DropdownMenuSeparator />
        <DropdownMenuItem disabled={logout.isPending} onSelect={() => void onLogout()}>
          <LogOut aria-hidden="true" />
          Se déconnecter
        </DropdownMenuItem>
      </DropdownMenuContent>
    </DropdownMenu>
  );
}
