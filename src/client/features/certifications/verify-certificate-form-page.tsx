import { useLocation } from 'wouter';
import { certificateLookupSchema } from '@contract/certifications';
import { PageContainer } from '@client/components/layout/page-container';
import { Button } from '@client/components/ui/button';
import { Card } from '@client/components/ui/card';
import { href } from '@client/href';
import { TextField } from '@client/lib/forms/fields';
import { useContractForm } from '@client/lib/forms/use-contract-form';
import { usePageTitle } from '@client/lib/use-page-title';

/** /verify, public: where someone holding a certificate on paper types its number. */
export default function VerifyCertificateFormPage() {
  usePageTitle('Vérifier un certificat');
  const [, navigate] = useLocation();
  const form = useContractForm(certificateLookupSchema, { number: '' });
  const onSubmit = form.handleSubmit(({ number }) => navigate(href.verifyCertificate(number)));
  return (
    <PageContainer className="grid max-w-2xl gap-6">
      <header className="grid gap-1">
        <h1 className="text-2xl font-bold">Vérifier un certificat</h1>
        <p className="text-muted-foreground">
          Saisissez le numéro imprimé sur le certificat pour vérifier qu’il a bien été délivré par
          Kelasi.
        </p>
      </header>
      <Card className="p-5 sm:p-6">
        <form noValidate onSubmit={onSubmit} className="grid gap-4">
          <TextField
            form={form}
            name="number"
            label="Numéro du certificat"
            placeholder="KEL-XXXX-XXXX-XXXX-XXXX"
            autoCapitalize="characters"
            autoComplete="off"
            autoCorrect="off"
            spellCheck={false}
            enterKeyHint="search"
            className="font-mono"
          />
          <Button type="submit">Vérifier</Button>
        </form>
      </Card>
    </PageContainer>
  );
}
