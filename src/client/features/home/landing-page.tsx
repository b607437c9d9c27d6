import { Link } from 'wouter';
import { ArrowRight, Award, BookOpen, Clock, GraduationCap, TrendingUp, Users } from 'lucide-react';
import { Button } from '@client/components/ui/button';
import { Card } from '@client/components/ui/card';
import { usePageTitle } from '@client/lib/use-page-title';
import { AnnouncementStrip } from './announcement-strip';

// Fixed marketing figures (spec 01 §1): not computed.
const STATS = [
  { value: '10 000+', label: 'Étudiants', icon: Users },
  { value: '100+', label: 'Cours', icon: BookOpen },
  { value: '50 000+', label: "Heures d'apprentissage", icon: Clock },
  { value: '5 000+', label: 'Certificats délivrés', icon: Award },
] as const;

const BENEFITS = [
  {
    title: 'Apprentissage flexible',
    text: 'Apprenez à votre rythme, où que vous soyez, depuis votre téléphone ou votre ordinateur.',
    icon: Clock,
  },
  {
    title: 'Experts reconnus',
    text: 'Des formateurs expérimentés et reconnus dans leur domaine partagent leur savoir-faire.',
    icon: GraduationCap,
  },
  {
    title: 'Progrès mesurable',
    text: 'Suivez votre progression leçon après leçon et obtenez un certificat à la fin de chaque cours.',
    icon: TrendingUp,
  },
] as const;

export default function LandingPage() {
  usePageTitle(undefined);
  return (
    <>
      <section className="bg-gradient-to-b from-accent to-background">
        {/* First on the page, but never more than a strip: the offer stays on the first screen. */}
        <AnnouncementStrip className="mx-auto mt-3 w-[calc(100%-2rem)] max-w-3xl sm:mt-4" />
        <div className="mx-auto w-full max-w-6xl px-4 pt-6 pb-12 text-center sm:px-6 sm:pt-12 sm:pb-20">
          <p className="mx-auto mb-4 w-fit rounded-full border bg-card px-3 py-1 text-xs font-medium text-muted-foreground sm:text-sm">
            L'académie en ligne de la RD Congo
          </p>
          <h1 className="mx-auto max-w-3xl text-3xl font-extrabold tracking-tight text-balance sm:text-5xl">
            Apprenez les compétences de demain, <span className="text-primary">à votre rythme</span>
          </h1>
          <p className="mx-auto mt-4 max-w-2xl text-base text-pretty text-muted-foreground sm:text-lg">
            Des cours en français donnés par des experts, pensés pour le téléphone et les petits
            forfaits. Suivez vos progrès et obtenez des certificats reconnus.
          </p>
          <div className="mt-8 flex flex-col justify-center gap-3 sm:flex-row">
            <Button asChild size="lg">
              <Link href="/catalog">
                Explorer les cours
                <ArrowRight aria-hidden="true" />
              </Link>
            </Button>
            <Button asChild size="lg" variant="outline">
              <Link href="/register">Commencer gratuitement</Link>
            </Button>
          </div>
        </div>
      </section>

      <section
        aria-labelledby="stats-title"
        className="mx-auto w-full max-w-6xl px-4 py-10 sm:px-6"
      >
        <h2 id="stats-title" className="sr-only">
          Kelasi en chiffres
        </h2>
        <ul className="grid grid-cols-2 gap-3 sm:gap-4 lg:grid-cols-4">
          {STATS.map(({ value, label, icon: Icon }) => (
            <li key={label}>
              <Card className="flex h-full flex-col items-center gap-1 p-4 text-center sm:p-6">
                <Icon className="mb-1 size-6 text-primary" aria-hidden="true" />
                <span className="text-2xl font-bold whitespace-nowrap sm:text-3xl">{value}</span>
                <span className="text-sm text-muted-foreground">{label}</span>
              </Card>
            </li>
          ))}
        </ul>
      </section>

      <section
        aria-labelledby="benefits-title"
        className="mx-auto w-full max-w-6xl px-4 py-10 sm:px-6"
      >
        <h2
          id="benefits-title"
          className="text-center text-2xl font-bold tracking-tight sm:text-3xl"
        >
          Pourquoi choisir Kelasi ?
        </h2>
        <ul className="mt-8 grid gap-4 md:grid-cols-3">
          {BENEFITS.map(({ title, text, icon: Icon }) => (
            <li key={title}>
              <Card className="h-full p-6">
                <span className="mb-4 inline-flex size-11 items-center justify-center rounded-lg bg-accent text-accent-foreground">
                  <Icon className="size-6" aria-hidden="true" />
                </span>
                <h3 className="text-lg font-semibold">{title}</h3>
                <p className="mt-2 text-sm text-muted-foreground">{text}</p>
              </Card>
            </li>
          ))}
        </ul>
      </section>

      <section className="mx-auto w-full max-w-6xl px-4 pt-4 pb-16 sm:px-6">
        <div className="rounded-2xl bg-primary px-6 py-10 text-center text-primary-foreground sm:px-12">
          <h2 className="text-2xl font-bold tracking-tight sm:text-3xl">Prêt à commencer ?</h2>
          <p className="mx-auto mt-3 max-w-xl">
            Rejoignez des milliers d'apprenants congolais et accédez à des centaines de cours dès
            aujourd'hui.
          </p>
          <Button asChild size="lg" variant="secondary" className="mt-6">
            <Link href="/register">Créer un compte gratuit</Link>
          </Button>
        </div>
      </section>
    </>
  );
}
