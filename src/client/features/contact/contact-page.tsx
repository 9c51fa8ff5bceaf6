import { FormPage } from '@/client/components/form-page';
import { usePageTexts } from '@/client/lib/page-texts/context';
import { usePageTitle } from '@/client/lib/use-page-title';
import { ContactDetails } from './contact-details';
import { QueryForm } from './query-form';

/** The query form (/contact), with the site operator's contact details beside it. */
export function ContactPage() {
  const texts = usePageTexts().contact;
  usePageTitle(texts.title);
  return (
    <FormPage
      title={texts.title}
      intro={texts.intro}
      form={<QueryForm />}
      aside={<ContactDetails />}
    />
  );
}
