import { imageUrl } from '#web/lib/format/image-url.ts';
import { texts } from '#web/lib/texts.ts';
import type { PageData } from '#web/routes/page-registry.ts';
import { userAboutQuery } from './api/user-about-query.ts';
import { profileLookup, userProfileQuery } from './api/user-profile-query.ts';
import { profileTexts } from './texts.ts';

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

/** The about and books pages: the writer alone; not found (→ 404) when there is no such writer. */
export const userAboutData: PageData = {
  queries: (params) => [userAboutQuery(profileLookup(params))],
  describe(read, params) {
    const user = read(userAboutQuery(profileLookup(params)))?.userResult;
    if (user?.__typename !== 'User') return null;
    return {
      title: `${profileTexts.aboutTitle} ${user.name} – ${texts.siteName}`,
      description: user.bio || `Read about ${user.name} on ${texts.siteName}.`,
      kind: 'profile',
      ...(user.imageId ? { image: imageUrl(user.imageId) } : {}),
    };
  },
};
