import { ChevronLeft, ChevronRight } from 'lucide-react';
import { Button } from '@client/components/ui/button';
import { formatNumber } from '@client/lib/format';

/**
 * The pager of a server-paged admin list (`{ items, total, page, pageSize }`): where the list
 * stands, and the previous and next pages. Nothing when everything fits on one page.
 */
export function Pager({
  page,
  pageSize,
  total,
  onPageChange,
  label,
  busy = false,
}: {
  page: number;
  pageSize: number;
  total: number;
  onPageChange: (page: number) => void;
  /** What the list holds, for screen readers: "Pages des abonnements". */
  label: string;
  /** A page is loading: the buttons wait. */
  busy?: boolean;
}) {
  const pages = Math.max(1, Math.ceil(total / pageSize));
  if (pages <= 1 && page <= 1) return null;
  return (
    <nav aria-label={label} className="flex flex-wrap items-center justify-between gap-2">
      <p className="text-sm text-muted-foreground" aria-live="polite">
        Page {formatNumber(page)} sur {formatNumber(pages)} · {formatNumber(total)} au total
      </p>
      <div className="flex gap-2">
        <Button
          size="sm"
          variant="outline"
          disabled={busy || page <= 1}
          onClick={() => onPageChange(Math.min(page - 1, pages))}
        >
          <ChevronLeft aria-hidden="true" />
          Précédent
        </Button>
        <Button
          size="sm"
          variant="outline"
          disabled={busy || page >= pages}
          onClick={() => onPageChange(page + 1)}
        >
          Suivant
          <ChevronRight aria-hidden="true" />
        </Button>
      </div>
    </nav>
  );
}
