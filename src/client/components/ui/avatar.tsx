import { useState } from 'react';
import { cn } from '@client/lib/utils';

export interface AvatarProps {
  name: string;
  src?: string | null;
  className?: string;
}

/** The user's picture, else the first letter of the name in upper case. Decorative by default. */
export function Avatar({ name, src, className }: AvatarProps) {
  const [failedSrc, setFailedSrc] = useState<string | null>(null);
  const initial = name.trim().charAt(0).toLocaleUpperCase('fr') || '?';
  const showImage = !!src && failedSrc !== src;
  return (
    <span
      aria-hidden="true"
      className={cn(
        'inline-flex size-9 shrink-0 items-center justify-center overflow-hidden rounded-full bg-primary text-sm font-semibold text-primary-foreground',
        className,
      )}
    >
      {showImage ? (
        <img
          src={src}
          alt=""
          loading="lazy"
          decoding="async"
          className="size-full object-cover"
          onError={() => setFailedSrc(src)}
        />
      ) : (
        initial
      )}
    </span>
  );
}
