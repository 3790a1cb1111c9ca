/** A guest's Measurements tab (a module of its own: the home page's widget links there too). */
export const measurementsTabPath = (personalDataId: number) =>
  `/loggedIn/guestDetail/${personalDataId}?tab=measurements`;
