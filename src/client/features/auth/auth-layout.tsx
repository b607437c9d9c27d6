import type { ReactNode } from 'react';
import {
  Card,
  CardContent,
  CardDescription,
  CardHeader,
  CardTitle,
} from '@client/components/ui/card';
import { usePageTitle } from '@client/lib/use-page-title';

interface AuthLayoutProps {
  /** Page heading (h1). */
  title: string;
  subtitle?: ReactNode;
  /** Heading of the card holding the form. */
  cardTitle: string;
  cardDescription?: ReactNode;
  children: ReactNode;
  footer?: ReactNode;
}

/** Centred card used by the sign-in, registration and password recovery screens. */
export function AuthLayout({
  title,
  subtitle,
  cardTitle,
  cardDescription,
  children,
  footer,
}: AuthLayoutProps) {
  usePageTitle(title);
  return (
    <div className="mx-auto flex w-full max-w-md flex-1 flex-col justify-center px-4 py-8 sm:py-12">
      <div className="mb-6 text-center">
        <h1 className="text-2xl font-bold tracking-tight sm:text-3xl">{title}</h1>
        {subtitle ? <p className="mt-2 text-muted-foreground">{subtitle}</p> : null}
      </div>
      <Card>
        <CardHeader>
          <CardTitle>{cardTitle}</CardTitle>
          {cardDescription ? <CardDescription>{cardDescription}</CardDescription> : null}
        </CardHeader>
        <CardContent>{children}</CardContent>
      </Card>
      {footer ? (
        <div className="mt-6 text-center text-sm text-muted-foreground">{footer}</div>
      ) : null}
    </div>
  );
}

/** A text link styled for the auth screens. */
export const authLinkClassName =
  'font-medium text-primary underline-offset-4 hover:underline focus-visible:underline';
