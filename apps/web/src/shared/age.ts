/**
 * Whole years from a `YYYY-MM-DD` birth date to `today` (its local calendar day), or null for a
 * missing or malformed date. A birthday on 29 February counts on 1 March in other years.
 */
export function ageOn(birthDate: string | null, today: Date): number | null {
  const match = birthDate ? /^(\d{4})-(\d{2})-(\d{2})$/.exec(birthDate) : null;
  if (!match) return null;
  const [year, month, day] = [Number(match[1]), Number(match[2]), Number(match[3])];
  const thisMonth = today.getMonth() + 1;
  const hadBirthday = thisMonth > month || (thisMonth === month && today.getDate() >= day);
  const age = today.getFullYear() - year - (hadBirthday ? 0 : 1);
  return age >= 0 ? age : null;
}
