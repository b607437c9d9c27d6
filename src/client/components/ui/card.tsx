import type { ComponentProps, ReactNode } from 'react';
import { Link } from 'wouter';
import type { LucideIcon } from 'lucide-react';
import { Button, type ButtonProps } from '@client/components/ui/button';
import { cn } from '@client/lib/utils';

export function Card({ className, ...props }: ComponentProps<'div'>) {
  return (
    <div
      className={cn('rounded-xl border bg-card text-card-foreground shadow-sm', className)}
      {...props}
    />
  );
}

export function CardHeader({ className, ...props }: ComponentProps<'div'>) {
  return <div className={cn('flex flex-col gap-1.5 p-5 sm:p-6', className)} {...props} />;
}

export function CardTitle({ className, children, ...props }: ComponentProps<'h2'>) {
  return (
    <h2 className={cn('text-xl leading-tight font-semibold', className)} {...props}>
      {children}
    </h2>
  );
}

export function CardDescription({ className, ...props }: ComponentProps<'p'>) {
  return <p className={cn('text-sm text-muted-foreground', className)} {...props} />;
}

export function CardContent({ className, ...props }: ComponentProps<'div'>) {
  return <div className={cn('p-5 pt-0 sm:p-6 sm:pt-0', className)} {...props} />;
}

export function CardFooter({ className, ...props }: ComponentProps<'div'>) {
  return <div className={cn('flex items-center p-5 pt-0 sm:p-6 sm:pt-0', className)} {...props} />;
}

/**
 * A centred card with a large icon, a title, an optional sentence and one link: what a page shows
 * instead of its content (nothing yet, not found, locked…).
 */
export function NoticeCard({
  icon: Icon,
  title,
  titleAs: Title = 'h1',
  text,
  action,
  children,
}: {
  icon: LucideIcon;
  title: string;
  /** `h1` when the card stands for the whole page, `h2` inside one. */
  titleAs?: 'h1' | 'h2';
  text?: ReactNode;
  /** The way on: an outline button unless `variant` says otherwise. */
  action?: { href: string; label: string; icon?: LucideIcon; variant?: ButtonProps['variant'] };
  /** The way on when it is not a link (a button opening a dialog). */
  children?: ReactNode;
}) {
  const ActionIcon = action?.icon;
  return (
    <Card className="grid justify-items-center gap-3 p-8 text-center">
      <Icon className="size-10 text-muted-foreground" aria-hidden="true" />
      <Title className={Title === 'h1' ? 'text-xl font-semibold' : 'text-lg font-semibold'}>
        {title}
      </Title>
      {text ? <p className="text-muted-foreground">{text}</p> : null}
      {action ? (
        <Button asChild variant={action.variant ?? 'outline'}>
          <Link href={action.href}>
            {ActionIcon ? <ActionIcon aria-hidden="true" /> : null}
            {action.label}
          </Link>
        </Button>
      ) : null}
      {children}
    </Card>
  );
}

/** A card with a title, an optional description and its content. */
export function TitledCard({
  title,
  description,
  contentClassName,
  children,
}: {
  title: string;
  description?: ReactNode;
  contentClassName?: string;
  children: ReactNode;
}) {
  return (
    <Card>
      <CardHeader>
        <CardTitle>{title}</CardTitle>
        {description ? <CardDescription>{description}</CardDescription> : null}
      </CardHeader>
      <CardContent className={contentClassName}>{children}</CardContent>
    </Card>
  );
}
