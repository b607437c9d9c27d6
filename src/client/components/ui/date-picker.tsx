import { useState, type CSSProperties } from 'react';
import { DayPicker } from 'react-day-picker';
import { fr } from 'react-day-picker/locale';
import 'react-day-picker/style.css';
import { CalendarDays } from 'lucide-react';
import { formatDate } from '@client/lib/format';
import { cn } from '@client/lib/utils';
import type { FieldControlProps } from './form-field';
import { inputClassName } from './input';
import { Popover, PopoverContent, PopoverTrigger } from './popover';

/** A calendar day as forms hold it: "YYYY-MM-DD", in the person's own time zone. */
export type DayString = string;

export function toDayString(date: Date): DayString {
  const pad = (n: number) => String(n).padStart(2, '0');
  return `${date.getFullYear()}-${pad(date.getMonth() + 1)}-${pad(date.getDate())}`;
}

/** The local midnight of a "YYYY-MM-DD" day; undefined when empty or malformed. */
export function fromDayString(value: string | null | undefined): Date | undefined {
  const match = /^(\d{4})-(\d{2})-(\d{2})$/.exec(value ?? '');
  if (!match) return undefined;
  const date = new Date(Number(match[1]), Number(match[2]) - 1, Number(match[3]));
  return Number.isNaN(date.getTime()) ? undefined : date;
}

/** The calendar's accent (month arrows, selected day, today): the theme's, not the library's blue. */
const THEME_ACCENT = {
  '--rdp-accent-color': 'var(--primary)',
  '--rdp-accent-background-color': 'var(--accent)',
} as CSSProperties;

export interface DatePickerProps extends FieldControlProps {
  value: DayString;
  onChange: (value: DayString) => void;
  onBlur?: () => void;
  disabled?: boolean;
}

/**
 * A button opening a French calendar (month and day names in French, weeks from Monday, as the
 * spec's constants say) whatever the browser's own language. Holds a "YYYY-MM-DD" day.
 */
export function DatePicker({ value, onChange, onBlur, disabled, ...control }: DatePickerProps) {
  const [open, setOpen] = useState(false);
  const selected = fromDayString(value);
  return (
    <Popover
      open={open}
      onOpenChange={(next) => {
        setOpen(next);
        if (!next) onBlur?.();
      }}
    >
      <PopoverTrigger asChild>
        <button
          type="button"
          {...control}
          disabled={disabled}
          className={cn(inputClassName, 'flex items-center justify-between gap-2 text-left')}
        >
          <span className={selected ? undefined : 'text-muted-foreground'}>
            {selected ? formatDate(selected) : 'Choisir une date'}
          </span>
          <CalendarDays aria-hidden className="size-4 shrink-0 opacity-60" />
        </button>
      </PopoverTrigger>
      <PopoverContent className="p-2">
        <DayPicker
          mode="single"
          locale={fr}
          weekStartsOn={1}
          style={THEME_ACCENT}
          selected={selected}
          defaultMonth={selected}
          onSelect={(day) => {
            onChange(day ? toDayString(day) : '');
            setOpen(false);
          }}
        />
      </PopoverContent>
    </Popover>
  );
}
