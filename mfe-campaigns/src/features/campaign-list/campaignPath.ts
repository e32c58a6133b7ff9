/** Where a campaign is built and edited: the create page of this area, opened on the campaign. */
export function campaignPath(id: number): string {
  return `/create?campaign=${id}`;
}
