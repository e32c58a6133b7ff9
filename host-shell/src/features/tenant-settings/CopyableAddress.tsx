import { useId, useState } from 'react';
import { Button, TextField } from '@outreach/shared-ui';
import { Hint, KeyRow, Provider, State } from './IntegrationsSection.styles';
import { useShellTranslation } from '../shell/shellTranslations';

export interface CopyableAddressProps {
  label: string;
  /** Where to paste the address, shown under it. */
  hint: string;
  /** The copy button's accessible name, which says what it copies. */
  copyLabel: string;
  address: string;
}

/** An address staff give another service: read-only, selected on focus, with a copy button. */
export function CopyableAddress({ label, hint, copyLabel, address }: CopyableAddressProps) {
  const { t } = useShellTranslation();
  const hintId = useId();
  const [copy, setCopy] = useState<'copied' | 'failed' | null>(null);

  const copyAddress = async () => {
    try {
      await navigator.clipboard.writeText(address);
      setCopy('copied');
    } catch {
      setCopy('failed');
    }
  };

  return (
    <Provider>
      <KeyRow>
        <TextField
          label={label}
          aria-describedby={hintId}
          value={address}
          readOnly
          onFocus={(event) => event.target.select()}
        />
        <Button type="button" $variant="secondary" aria-label={copyLabel} onClick={() => void copyAddress()}>
          {t('tenantSettings.messaging.copy')}
        </Button>
      </KeyRow>
      <Hint id={hintId}>{hint}</Hint>
      <div role="status">
        {copy && (
          <State>
            {copy === 'copied'
              ? t('tenantSettings.messaging.copied')
              : t('tenantSettings.messaging.copyFailed')}
          </State>
        )}
      </div>
    </Provider>
  );
}
