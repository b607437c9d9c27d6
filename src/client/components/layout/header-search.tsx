import type { FormEvent } from 'react';
import { useLocation } from 'wouter';
import { Search } from 'lucide-react';
import { cn } from '@client/lib/utils';

/**
 * Course search (desktop only): a non-blank term opens the catalogue with `search` set. A plain
 * form too: sent before the app has taken over the page, it still lands on the catalogue.
 */
export function HeaderSearch({ className }: { className?: string }) {
  const [, navigate] = useLocation();

  function onSubmit(event: FormEvent<HTMLFormElement>) {
    event.preventDefault();
    // Read from the page, not from state: what was typed before the app took over counts too.
    const value = String(new FormData(event.currentTarget).get('search') ?? '').trim();
    if (!value) return;
    navigate(`/catalog?search=${encodeURIComponent(value)}`);
  }

  return (
    <form role="search" action="/catalog" onSubmit={onSubmit} className={cn('relative', className)}>
      <Search
        aria-hidden="true"
        className="pointer-events-none absolute top-1/2 left-3 size-4 -translate-y-1/2 text-muted-foreground"
      />
      <input
        type="search"
        name="search"
        placeholder="Rechercher des cours..."
        aria-label="Rechercher des cours"
        className="h-9 w-full rounded-md border border-input bg-card pr-3 pl-9 text-sm placeholder:text-muted-foreground focus-visible:outline-2 focus-visible:outline-offset-1 focus-visible:outline-ring"
      />
    </form>
  );
}
