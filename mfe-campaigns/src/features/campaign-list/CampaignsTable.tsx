import type { Campaign } from '@outreach/shared-contracts/core';
import { Button, TextLink } from '@outreach/shared-ui';
import { DataTable, NoWrapCell } from '@outreach/shared-ui/lists';
import { useAreaTranslation } from '../../i18n/areaTranslations';
import { useCampaignsFormat } from '../../i18n/useCampaignsFormat';
import { campaignPath } from './campaignPath';
import { StatusBadge } from './StatusBadge';
import { ActionsCell } from './CampaignsTable.styles';

export interface CampaignsTableProps {
  campaigns: readonly Campaign[];
  caption: string;
  /** While the next page loads the current rows stay, dimmed and marked busy. */
  busy: boolean;
  onClone: (campaign: Campaign) => void;
}

/** One page of campaigns as a real table: a caption, column headers and the name as each row's header. */
export function CampaignsTable({ campaigns, caption, busy, onClone }: CampaignsTableProps) {
  const { t } = useAreaTranslation();
  const format = useCampaignsFormat();
  return (
    <DataTable
      caption={caption}
      busy={busy}
      columns={[
        { label: t('list.columns.name') },
        { label: t('list.columns.status') },
        { label: t('list.columns.owner') },
        { label: t('list.columns.touchpoints') },
        { label: t('list.columns.updated') },
        { label: t('list.columns.actions'), visuallyHidden: true },
      ]}
    >
      {campaigns.map((campaign) => (
        <tr key={campaign.id}>
          <th scope="row">
            <TextLink to={campaignPath(campaign.id)}>{campaign.name}</TextLink>
          </th>
          <td>
            <StatusBadge status={campaign.status} awaitingReview={campaign.awaiting_your_review_count} />
          </td>
          <td>{campaign.owner.name}</td>
          <NoWrapCell>
            {campaign.touchpoint_count === 0
              ? t('list.noTouchpoints')
              : t('list.touchpoints', {
                  published: format.number(campaign.published_touchpoint_count),
                  total: format.number(campaign.touchpoint_count),
                })}
          </NoWrapCell>
          <NoWrapCell>
            <time dateTime={campaign.updated_at}>{format.date(campaign.updated_at)}</time>
          </NoWrapCell>
          <ActionsCell>
            <Button
              type="button"
              $variant="secondary"
              aria-label={t('list.cloneLabel', { name: campaign.name })}
              onClick={() => onClone(campaign)}
            >
              {t('list.clone')}
            </Button>
          </ActionsCell>
        </tr>
      ))}
    </DataTable>
  );
}
