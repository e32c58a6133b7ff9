import { useCallback, useState } from 'react';
import { useNavigate } from 'react-router';
import { useSetAtom } from 'jotai';
import { Button, PageFrame, Toast } from '@outreach/shared-ui';
import type { Campaign, CampaignDetail } from '@outreach/shared-contracts/core';
import { useAreaTranslation } from '../../i18n/areaTranslations';
import { CampaignsPanel } from '../campaign-list/CampaignsPanel';
import { campaignPath } from '../campaign-list/campaignPath';
import { resetListAtom, useRefreshCampaigns } from '../campaign-list/state';
import { CloneCampaignModal } from '../campaign-form/CloneCampaignModal';
import { CreateCampaignModal } from '../campaign-form/CreateCampaignModal';
import { TopBar } from './StudioLandingPage.styles';

/** The dialog open over the list, if any. */
type Dialog = { kind: 'create' } | { kind: 'clone'; campaign: Campaign } | null;

interface Notice {
  message: string;
  /** Distinguishes a repeated message, so its toast shows its full time again. */
  serial: number;
}

/** The studio's home: the tenant's campaigns, and where new ones start, from scratch or as a copy. */
export function StudioLandingPage() {
  const { t } = useAreaTranslation();
  const navigate = useNavigate();
  const refresh = useRefreshCampaigns();
  const resetList = useSetAtom(resetListAtom);
  const [dialog, setDialog] = useState<Dialog>(null);
  const [notice, setNotice] = useState<Notice | null>(null);
  const dismissNotice = useCallback(() => setNotice(null), []);
  const openCreate = useCallback(() => setDialog({ kind: 'create' }), []);

  const created = (campaign: CampaignDetail) => {
    refresh();
    void navigate(campaignPath(campaign.id));
  };

  const cloned = (copy: CampaignDetail) => {
    setDialog(null);
    // The copy is the newest change, so it leads the whole list; a search or filter could hide it.
    resetList();
    refresh();
    setNotice((previous) => ({
      message: t('clone.done', { name: copy.name }),
      serial: (previous?.serial ?? 0) + 1,
    }));
  };

  return (
    <PageFrame
      title={t('studioLanding.title')}
      description={t('studioLanding.description')}
      emptyTitle={t('list.emptyTitle')}
      emptyBody={t('list.emptyBody')}
    >
      <TopBar>
        <Button type="button" onClick={openCreate}>
          {t('studioLanding.createCampaign')}
        </Button>
      </TopBar>
      <CampaignsPanel onCreate={openCreate} onClone={(campaign) => setDialog({ kind: 'clone', campaign })} />
      {dialog?.kind === 'create' && (
        <CreateCampaignModal onClose={() => setDialog(null)} onCreated={created} />
      )}
      {dialog?.kind === 'clone' && (
        <CloneCampaignModal campaign={dialog.campaign} onClose={() => setDialog(null)} onCloned={cloned} />
      )}
      {notice && <Toast key={notice.serial} message={notice.message} onDismiss={dismissNotice} />}
    </PageFrame>
  );
}
