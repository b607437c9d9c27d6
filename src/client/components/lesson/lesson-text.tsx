import { useMemo, type ReactNode } from 'react';
import { Card } from '@client/components/ui/card';
import { lessonTextBlocks } from './lesson-text-blocks';

const INLINE_CODE = /(`[^`\n]+`)/;

/** Prose, with `code` between backticks set apart (the split keeps matches at odd places). */
function withInlineCode(text: string): ReactNode[] {
  return text.split(INLINE_CODE).map((part, i) =>
    i % 2 === 1 ? (
      <code key={i} className="rounded bg-muted px-1 py-0.5 font-mono text-[0.9em]">
        {part.slice(1, -1)}
      </code>
    ) : (
      part
    ),
  );
}

/**
 * A lesson's text: paragraphs keep their line breaks; code is set in a monospace font with its
 * indentation, its long lines wrapped rather than widening the page on a phone.
 */
export function LessonText({ content }: { content: string }) {
  const blocks = useMemo(() => lessonTextBlocks(content), [content]);
  return (
    <Card className="grid gap-4 p-4 leading-relaxed sm:p-6">
      {blocks.map((block, i) =>
        block.kind === 'code' ? (
          <pre
            key={i}
            className="rounded-md bg-muted p-3 font-mono text-sm leading-normal whitespace-pre-wrap wrap-anywhere"
          >
            <code>{block.text}</code>
          </pre>
        ) : (
          <p key={i} className="break-words whitespace-pre-line">
            {withInlineCode(block.text)}
          </p>
        ),
      )}
    </Card>
  );
}
