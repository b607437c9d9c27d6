import { Label } from '@client/components/ui/label';
import { inputClassName } from '@client/components/ui/input';
import { cn } from '@client/lib/utils';

/** A labelled select filtering an admin list: `allLabel` ('' = no filter), then each option. */
export function FilterSelect<V extends string>({
  id,
  label,
  value,
  onChange,
  allLabel,
  options,
  optionLabel,
  className = 'w-44 pr-8',
}: {
  id: string;
  label: string;
  value: V | '';
  onChange: (value: V | '') => void;
  allLabel: string;
  options: readonly V[];
  optionLabel: (value: V) => string;
  /** The select's width and padding. */
  className?: string;
}) {
  return (
    <div className="grid gap-1">
      <Label htmlFor={id}>{label}</Label>
      <select
        id={id}
        className={cn(inputClassName, className)}
        value={value}
        onChange={(event) => onChange(event.target.value as V | '')}
      >
        <option value="">{allLabel}</option>
        {options.map((option) => (
          <option key={option} value={option}>
            {optionLabel(option)}
          </option>
        ))}
      </select>
    </div>
  );
}
