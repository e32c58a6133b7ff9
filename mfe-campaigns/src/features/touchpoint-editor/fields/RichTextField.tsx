import { lazy, Suspense } from 'react';
import { LoadingState } from '@outreach/shared-ui';
import { useAreaTranslation } from '../../../i18n/areaTranslations';

// The editor and ProseMirror stay out of the builder's first load: only a step with rich text fetches them.
const RichTextEditor = lazy(() =>
  import('./RichTextEditor').then((module) => ({ default: module.RichTextEditor })),
);

export interface RichTextFieldProps {
  label: string;
  value: string;
  onChange: (html: string) => void;
  /** Where the text sits in the content (`email.html`), for the check list's 'Go to'. */
  path?: string;
  /** Offers the message variables to insert where the cursor is. */
  variables?: boolean;
  /** What this text does with its variables, said after what the editor offers. */
  hint?: string;
}

/**
 * A rich text (landing page body, e-mail body, chapter notes) as HTML; the server sanitises it to
 * the same subset the editor offers.
 */
export function RichTextField({ label, value, onChange, path, variables, hint }: RichTextFieldProps) {
  const { t } = useAreaTranslation();
  const offered = t('fields.richTextHint');
  return (
    <Suspense fallback={<LoadingState label={t('fields.loadingEditor')} />}>
      <RichTextEditor
        label={label}
        hint={hint ? `${offered} ${hint}` : offered}
        value={value}
        onChange={onChange}
        path={path}
        variables={variables}
      />
    </Suspense>
  );
}
