import { useSearchParams } from 'react-router';
import { useSetAtom } from 'jotai';
import { Button, PageFrame, TextLink } from '@outreach/shared-ui';
import { useAreaTranslation } from '../../i18n/areaTranslations';
import { useLeaveConfirmation } from '../touchpoint-editor/leave/useLeaveConfirmation';
import { TouchpointEditor } from '../touchpoint-editor/TouchpointEditor';
import { useBuilderTitle } from './useBuilderTitle';
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
 * one of its touchpoints (`?campaign=`), then build that touchpoint (`&touchpoint=`). The page is
 * titled after what is open: the campaign, then the touchpoint.
 */
export function CreatePage() {
  const { t } = useAreaTranslation();
  const [params, setParams] = useSearchParams();
  const setDraft = useSetAtom(campaignDraftAtom);
  const campaignId = idParam(params.get('campaign'));
  const touchpointId = campaignId === null ? null : idParam(params.get('touchpoint'));
  const { title, description } = useBuilderTitle(campaignId, touchpointId);
  const leaving = useLeaveConfirmation();

  const chooseAnotherCampaign = () =>
    leaving.attempt(() => {
      setDraft(emptyCampaignDraft);
      setParams({});
    });

  return (
    <PageFrame
      title={title}
      description={description}
      emptyTitle={t('create.emptyTitle')}
      emptyBody={t('create.emptyBody')}
    >
      {campaignId !== null && (
        <TopBar>
          {touchpointId === null && (
            <TextLink to={`/reports/${String(campaignId)}`}>{t('entry.viewReport')}</TextLink>
          )}
          <Button type="button" $variant="secondary" onClick={chooseAnotherCampaign}>
            {t('entry.otherCampaign')}
          </Button>
        </TopBar>
      )}
      {campaignId === null && <CampaignStep onPicked={(id) => setParams({ campaign: String(id) })} />}
      {campaignId !== null && touchpointId === null && (
        <TouchpointStep
          campaignId={campaignId}
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
