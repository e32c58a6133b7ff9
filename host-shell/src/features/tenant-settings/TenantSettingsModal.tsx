import { useCallback, useEffect, useRef, useState } from 'react';
import { useTranslation } from 'react-i18next';
import {
  Button,
  errorMessage,
  Modal,
  NO_TENANT_ID,
  Spinner,
  Tabs,
  TenantDropdown,
} from '@outreach/shared-ui';
import { TENANT_SETTINGS_MODAL_WIDTH_PX } from '@outreach/shared-contracts/core';
import { defaultBranding, fetchBranding, saveBranding, useTenants, type BrandingDraft } from './api';
import { BrandingEditor } from './BrandingEditor';
import { brandingFieldErrors, type BrandingFieldErrors } from './brandingFieldErrors';
import { IntegrationsSection } from './IntegrationsSection';
import { MessagingSection } from './MessagingSection';
import { TimeZoneSection } from './TimeZoneSection';
import { Body, ChangedNotice, FooterButtons, SaveError } from './TenantSettings.styles';
import { useLogoUpload } from './useLogoUpload';
import { useShellTranslation } from '../shell/shellTranslations';

export interface TenantSettingsModalProps {
  open: boolean;
  /** Cancel, the close button and Escape: nothing is saved. */
  onClose: () => void;
  /** After a successful save; the caller closes the modal and confirms the save. */
  onSaved: () => void;
}

/**
 * A tenant's settings: the branding, which the footer's Save and Cancel belong to, then in tabs of
 * their own the message providers, integration keys and time zone, each saved by its own button. The
 * editing state lives in an inner component that exists only while the modal is open, so every way of
 * closing resets it.
 */
export function TenantSettingsModal({ open, onClose, onSaved }: TenantSettingsModalProps) {
  if (!open) return null;
  return <TenantSettingsDialog onClose={onClose} onSaved={onSaved} />;
}

type Phase = 'idle' | 'loading' | 'ready' | 'saving';

/**
 * The modal's tabs: the branding the spec's Save and Cancel belong to, then the settings that each
 * save on their own.
 */
type SettingsTab = 'branding' | 'messaging' | 'integrations' | 'timeZone';

type TenantSettingsDialogProps = Omit<TenantSettingsModalProps, 'open'>;

/**
 * A staff member of one tenant has nothing to choose: once the list shows one tenant, the form starts
 * anew on its settings (the selector is disabled until the list has loaded, so nothing is lost).
 */
function TenantSettingsDialog(props: TenantSettingsDialogProps) {
  const tenants = useTenants();
  const onlyTenant = tenants.data?.length === 1 ? (tenants.data[0]?.id ?? null) : null;
  return <TenantSettingsForm key={onlyTenant ?? 'choose'} {...props} initialTenant={onlyTenant} />;
}

interface TenantSettingsFormProps extends TenantSettingsDialogProps {
  /** The tenant chosen on opening (the only one), or null to ask. */
  initialTenant: number | null;
}

function TenantSettingsForm({ onClose, onSaved, initialTenant }: TenantSettingsFormProps) {
  const { t } = useTranslation('common');
  const { t: tShell } = useShellTranslation();
  const tenants = useTenants();
  const [tenantId, setTenantId] = useState<number | null>(initialTenant);
  // Only a choice made here is a change; the only tenant, chosen on opening, is not.
  const [changed, setChanged] = useState(false);
  const [tab, setTab] = useState<SettingsTab>('branding');
  const [phase, setPhase] = useState<Phase>(initialTenant === null ? 'idle' : 'loading');
  const [draft, setDraft] = useState<BrandingDraft>(defaultBranding);
  // The failure itself, worded when shown, so its message follows a change of language.
  const [failure, setFailure] = useState<unknown>(null);
  const [editorValid, setEditorValid] = useState(true);
  const [fieldErrors, setFieldErrors] = useState<BrandingFieldErrors>({});
  const logo = useLogoUpload();
  // Only the answer for the latest choice may fill the editor; earlier ones arrive too late.
  const latestRequest = useRef(0);

  /** Fills the editor with a tenant's branding, unless another tenant has been chosen meanwhile. */
  const loadBranding = useCallback((id: number) => {
    const request = ++latestRequest.current;
    fetchBranding(id).then(
      (branding) => {
        if (request !== latestRequest.current) return;
        setDraft(branding);
        setPhase('ready');
      },
      (refused: unknown) => {
        if (request !== latestRequest.current) return;
        setFailure(refused);
        setPhase('idle');
      },
    );
  }, []);

  useEffect(() => {
    if (initialTenant !== null) loadBranding(initialTenant);
  }, [initialTenant, loadBranding]);

  const chooseTenant = (next: number) => {
    if (next === tenantId) return;
    setTenantId(next);
    setChanged(true);
    setFailure(null);
    setFieldErrors({});
    // An upload for the previous tenant must not land in this one's draft.
    logo.reset();
    setDraft(defaultBranding);
    if (next === NO_TENANT_ID) {
      // An answer still on its way for the previous tenant must not fill the editor.
      latestRequest.current += 1;
      setPhase('idle');
      return;
    }
    setPhase('loading');
    loadBranding(next);
  };

  const hasTenant = tenantId !== null && tenantId !== NO_TENANT_ID;
  const canSave = hasTenant && phase === 'ready' && editorValid && !logo.uploading;

  const edit = (next: BrandingDraft) => {
    setDraft(next);
    // A field the server refused is judged afresh once anything changes.
    setFieldErrors({});
  };

  const uploadLogo = (file: File) => {
    if (!hasTenant) return;
    setFieldErrors({});
    // Functional updates: fields edited while the file was on its way stay edited.
    logo.start(tenantId, file, (key, previewUrl) =>
      setDraft((current) => ({ ...current, logo: key, logo_url: previewUrl })),
    );
  };

  const removeLogo = () => {
    logo.removed();
    setFieldErrors({});
    setDraft((current) => ({ ...current, logo: null, logo_url: null }));
  };

  const save = () => {
    if (!hasTenant || !canSave) return;
    setPhase('saving');
    setFailure(null);
    saveBranding(tenantId, draft).then(onSaved, (refused: unknown) => {
      setFailure(refused);
      setFieldErrors(brandingFieldErrors(refused, tShell));
      setPhase('ready');
    });
  };

  const showEditor = phase === 'ready' || phase === 'saving';
  const locked = phase === 'saving';

  const brandingPanel = (
    <>
      {phase === 'loading' && <Spinner label={tShell('tenantSettings.loading')} />}
      {showEditor && (
        <BrandingEditor
          value={draft}
          onChange={edit}
          onValidityChange={setEditorValid}
          logo={{
            onFileSelected: uploadLogo,
            onRemove: removeLogo,
            uploading: logo.uploading,
            progress: logo.progress,
            error: logo.error,
          }}
          fieldErrors={fieldErrors}
          disabled={locked}
        />
      )}
      {failure !== null && <SaveError role="alert">{errorMessage(failure, t)}</SaveError>}
    </>
  );

  return (
    <Modal
      open
      title={tShell('tenantSettings.title')}
      onClose={onClose}
      width={`${TENANT_SETTINGS_MODAL_WIDTH_PX}px`}
      showCloseButton
      footer={
        // The other tabs save on their own: the branding's Save would not save what they show.
        tab === 'branding' || !hasTenant ? (
          <FooterButtons>
            <Button type="button" $variant="secondary" onClick={onClose}>
              {t('actions.cancel')}
            </Button>
            <Button type="button" onClick={save} disabled={!canSave}>
              {phase === 'saving' ? tShell('tenantSettings.saving') : tShell('tenantSettings.save')}
            </Button>
          </FooterButtons>
        ) : undefined
      }
    >
      <Body>
        <TenantDropdown
          tenants={tenants.data ?? []}
          value={tenantId}
          onChange={chooseTenant}
          includeNone
          loading={tenants.isLoading}
          disabled={locked}
        />
        {tenants.error !== undefined && <SaveError role="alert">{errorMessage(tenants.error, t)}</SaveError>}
        {changed && <ChangedNotice role="status">{tShell('tenantSettings.changed')}</ChangedNotice>}
        {tenantId === NO_TENANT_ID && <ChangedNotice>{tShell('tenantSettings.noneChosen')}</ChangedNotice>}
        {hasTenant && (
          <Tabs
            label={tShell('tenantSettings.tabs.label')}
            selected={tab}
            onSelect={setTab}
            tabs={[
              { id: 'branding', label: tShell('tenantSettings.tabs.branding'), panel: brandingPanel },
              {
                id: 'messaging',
                label: tShell('tenantSettings.messaging.title'),
                panel: <MessagingSection tenantId={tenantId} disabled={locked} />,
              },
              {
                id: 'integrations',
                label: tShell('tenantSettings.integrations.title'),
                panel: (
                  <IntegrationsSection
                    tenantId={tenantId}
                    disabled={locked}
                    onShowMessageProviders={() => setTab('messaging')}
                  />
                ),
              },
              {
                id: 'timeZone',
                label: tShell('tenantSettings.timeZone.title'),
                panel: <TimeZoneSection key={tenantId} tenantId={tenantId} disabled={locked} />,
              },
            ]}
          />
        )}
      </Body>
    </Modal>
  );
}
