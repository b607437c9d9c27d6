import { useState } from 'react';
import { BookOpen } from 'lucide-react';
import { cn } from '@client/lib/utils';

export interface CourseThumbnailProps {
  src: string | null | undefined;
  /** Text alternative; empty when the title is read next to the picture. */
  alt?: string;
  className?: string;
  /** Load right away (the picture is in the first screen) instead of when scrolled near. */
  eager?: boolean;
}

/**
 * A course picture in a 16:9 box that holds its place before the image arrives (no layout jump),
 * loaded only when it comes near the screen; a placeholder when there is none or it fails.
 */
export function CourseThumbnail({ src, alt = '', className, eager = false }: CourseThumbnailProps) {
  const [failedSrc, setFailedSrc] = useState<string | null>(null);
  const showImage = !!src && failedSrc !== src;
  return (
    <div className={cn('relative aspect-video w-full overflow-hidden bg-muted', className)}>
      {showImage ? (
        <img
          src={src}
          alt={alt}
          width={640}
          height={360}
          loading={eager ? 'eager' : 'lazy'}
          decoding="async"
          className="absolute inset-0 size-full object-cover"
          onError={() => setFailedSrc(src)}
        />
      ) : (
        <div
          aria-hidden="true"
          className="absolute inset-0 flex items-center justify-center bg-gradient-to-br from-accent to-muted text-primary"
        >
          <BookOpen className="size-10 opacity-70" />
        </div>
      )}
    </div>
  );
}
