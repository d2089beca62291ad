/** The manage pages' titles: the page definitions read them, so they stay in the entry chunk. */
export const manageMembershipTitle = 'Manage membership';
export const cancelMembershipTitle = 'Cancel membership';
