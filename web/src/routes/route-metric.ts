/**
 * Spec 3 §4 (Reporting): the groups route metrics use, here for the route header of GraphQL requests.
 * Pages not listed are 'other'.
 */
const metricByPage: Readonly<Record<string, string>> = {
  home: 'homepage',
  'home-lo': 'homepage',
  post: 'post',
  'user-profile': 'profile',
  'publication-profile': 'collection-homepage',
};

export const routeMetricName = (page: string | null) => (page && metricByPage[page]) || 'other';
