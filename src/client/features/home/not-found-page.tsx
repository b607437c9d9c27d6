import { Link } from 'wouter';
import { CircleAlert } from 'lucide-react';
import { Card } from '@client/components/ui/card';
import { usePageHead } from '@client/lib/use-page-title';

/** The 404 page, in English as the spec says. */
export default function NotFoundPage() {
  usePageHead({ title: '404 Page Not Found', status: 404 });
  return (
    <div lang="en" className="flex flex-1 items-center justify-center px-4 py-12">
      <Card className="w-full max-w-md p-6">
        <div className="flex items-center gap-2">
          <CircleAlert className="size-7 shrink-0 text-destructive" aria-hidden="true" />
          <h1 className="text-2xl font-bold">404 Page Not Found</h1>
        </div>
        <p className="mt-4 text-sm text-muted-foreground">
          The page you are looking for does not exist or has been moved.
        </p>
        <Link
          href="/"
          className="mt-4 inline-block text-sm font-medium text-primary underline-offset-4 hover:underline"
        >
          Go back home
        </Link>
      </Card>
    </div>
  );
}
