import type { ReactNode } from 'react';
import { Lock } from 'lucide-react';
import { BackLink } from '@client/components/layout/back-link';
import { PageContainer } from '@client/components/layout/page-container';
import { PageLoadFailed } from '@client/components/query-state';
import { NoticeCard } from '@client/components/ui/card';
import { useAuth } from '@client/api/auth';
import { href } from '@client/href';
import { isApiError, isNotFound } from '@client/lib/api';
import { usePageTitle } from '@client/lib/use-page-title';

/** Where an editor's back link leads: the dashboard for a course, the course for its parts. */
export interface EditorBack {
  href: string;
  label: string;
}

export const DASHBOARD_BACK: EditorBack = {
  href: '/instructor/dashboard',
  label: 'Retour au tableau de bord',
};
export const ADMIN_DASHBOARD_BACK: EditorBack = {
  href: '/admin/dashboard',
  label: 'Retour au tableau de bord',
};
export const courseBack = (courseId: string): EditorBack => ({
  href: href.courseEdit(courseId),
  label: 'Retour au cours',
});

/**
 * The editors' ways back for the signed-in user: an admin (who may edit any course) returns to
 * the admin dashboard and to the course on the generic /courses/{id}/edit route.
 */
export function useEditorPaths() {
  const { user } = useAuth();
  const isAdmin = user?.role === 'admin';
  const courseEdit = (courseId: string) =>
    isAdmin ? href.courseEditGeneric(courseId) : href.courseEdit(courseId);
  return {
    dashboardBack: isAdmin ? ADMIN_DASHBOARD_BACK : DASHBOARD_BACK,
    courseEdit,
    courseBack: (courseId: string): EditorBack => ({
      href: courseEdit(courseId),
      label: 'Retour au cours',
    }),
  };
}

function EditorBackLink({ back }: { back: EditorBack }) {
  return (
    <BackLink href={back.href} className="inline-flex font-medium hover:underline">
      {back.label}
    </BackLink>
  );
}

/** The frame of the course, lesson and quiz editors: back link, title, optional subtitle. */
export function EditorFrame({
  back,
  title,
  subtitle,
  children,
}: {
  back: EditorBack;
  title: string;
  subtitle?: string;
  children: ReactNode;
}) {
  usePageTitle(title);
  return (
    <PageContainer className="grid max-w-4xl gap-6">
      <EditorBackLink back={back} />
      <div className="grid gap-1">
        <h1 className="text-2xl font-bold tracking-tight sm:text-3xl">{title}</h1>
        {subtitle ? <p className="break-words text-muted-foreground">{subtitle}</p> : null}
      </div>
      {children}
    </PageContainer>
  );
}

/** What an editor shows instead of its form: missing object or someone else's. */
export function EditorRefusal({
  back,
  title,
  text,
}: {
  back: EditorBack;
  title: string;
  text?: string;
}) {
  usePageTitle(title);
  const { dashboardBack } = useEditorPaths();
  return (
    <PageContainer className="grid max-w-4xl gap-6">
      <EditorBackLink back={back} />
      <NoticeCard icon={Lock} title={title} text={text} action={dashboardBack} />
    </PageContainer>
  );
}

/**
 * QueryState's `error` for what an editor edits: missing (404, or a malformed id: 400), someone
 * else's (403, when `forbiddenText` is given), or not loaded (usually the connection).
 */
export function editorLoadError({
  back,
  notFoundTitle,
  forbiddenText,
  failedTitle,
}: {
  back: EditorBack;
  notFoundTitle: string;
  forbiddenText?: string;
  failedTitle: string;
}) {
  return (error: Error, retry: () => void) => {
    if (isNotFound(error)) return <EditorRefusal back={back} title={notFoundTitle} />;
    if (forbiddenText !== undefined && isApiError(error, 403)) {
      return <EditorRefusal back={back} title="Accès refusé" text={forbiddenText} />;
    }
    return <PageLoadFailed title={failedTitle} onRetry={retry} />;
  };
}
