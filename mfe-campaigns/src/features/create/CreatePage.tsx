import { useSearchParams } from 'react-router';
import { useSetAtom } from 'jotai';
import { Button, PageFrame } from '@outreach/shared-ui';
import { useAreaTranslation } from '../../i18n/areaTranslations';
import { useLeaveConfirmation } from '../touchpoint-editor/leave/useLeaveConfirmation';
import { TouchpointEditor } from '../touchpoint-editor/TouchpointEditor';
import { campaignDraftAtom, emptyCampaignDraft } from './campaignDraft';
import { CampaignStep } from './CampaignStep';
import { TouchpointStep } from './TouchpointStep';
import { TopBar } from './CreatePage.styles';

function idParam(value: string | null): number | null {
  const id = Number(value);
  return Number.isInteger(id) && id > 0 ? id : null;
}

/**
 * Campaign creation, in three steps the address keeps: pick or create a campaign, then pick or add
 * one of its touchpoints (`?campaign=`), then build that touchpoint (`&touchpoint=`).
 */
export function CreatePage() {
  const { t } = useAreaTranslation();
  const [params, setParams] = useSearchParams();
  const setDraft = useSetAtom(campaignDraftAtom);
  const campaignId = idParam(params.get('campaign'));
  const touchpointId = idParam(params.get('touchpoint'));
  const leaving = useLeaveConfirmation();

  const startOver = () =>
    leaving.attempt(() => {
      setDraft(emptyCampaignDraft);
      setParams({});
    });

  return (
    <PageFrame
      title={t('create.title')}
      description={t('create.description')}
      emptyTitle={t('create.emptyTitle')}
      emptyBody={t('create.emptyBody')}
    >
      <TopBar>
        <Button type="button" $variant="secondary" onClick={startOver}>
          {t('create.startOver')}
        </Button>
      </TopBar>
      {campaignId === null && <CampaignStep onPicked={(id) => setParams({ campaign: String(id) })} />}
      {campaignId !== null && touchpointId === null && (
        <TouchpointStep
          campaignId={campaignId}
          onBack={() => setParams({})}
          onOpen={(id) => setParams({ campaign: String(campaignId), touchpoint: String(id) })}
        />
      )}
      {campaignId !== null && touchpointId !== null && (
        <TouchpointEditor
          key={touchpointId}
          touchpointId={touchpointId}
          onBack={() => leaving.attempt(() => setParams({ campaign: String(campaignId) }))}
        />
      )}
      {leaving.dialog}
    </PageFrame>
  );
}
