import { Search } from 'lucide-react';
import { inputClassName } from '@client/components/ui/input';
import { cn } from '@client/lib/utils';

/** The search box of an admin list: a magnifier, the text typed (200 characters at most). */
export function SearchBox({
  label,
  placeholder,
  value,
  onChange,
  className,
}: {
  /** Its accessible name. */
  label: string;
  placeholder: string;
  value: string;
  onChange: (value: string) => void;
  /** The box's width. */
  className: string;
}) {
  return (
    <div className={cn('relative', className)}>
      <Search
        className="pointer-events-none absolute top-1/2 left-3 size-4 -translate-y-1/2 text-muted-foreground"
        aria-hidden="true"
      />
      <input
        type="search"
        aria-label={label}
        placeholder={placeholder}
        className={cn(inputClassName, 'pl-9')}
        value={value}
        maxLength={200}
        onChange={(event) => onChange(event.target.value)}
      />
    </div>
  );
}
