/** What billing history's readers are told. */
export const billingMessages = {
  signIn: 'Sign in to see your billing history.',
  noSuchCharge: 'No such charge.',
};
