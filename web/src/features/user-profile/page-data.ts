import { imageUrl } from '#web/lib/format/image-url.ts';
import { texts } from '#web/lib/texts.ts';
import type { PageData } from '#web/routes/page-registry.ts';
import { profileLookup, userProfileQuery } from './api/user-profile-query.ts';

export const userProfileData: PageData = {
  queries: (params) => [userProfileQuery(profileLookup(params))],
  describe(read, params) {
    const user = read(userProfileQuery(profileLookup(params)))?.userResult;
    if (user?.__typename !== 'User') return null;
    return {
      title: `${user.name} – ${texts.siteName}`,
      description: user.bio || `Read writing from ${user.name} on ${texts.siteName}.`,
      kind: 'profile',
      ...(user.imageId ? { image: imageUrl(user.imageId) } : {}),
    };
  },
};
