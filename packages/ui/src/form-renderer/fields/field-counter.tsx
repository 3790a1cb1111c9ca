import { getCounterLevel, useLimitAnnouncement } from '../../character-counter/index';
import { FORM_CLASSES as c } from '../form-styles';

/** Props of {@link FieldCounter}. */
export interface FieldCounterProps {
  /** Id of the count read as the control's description (`aria-describedby`). */
  id: string;
  count: number;
  max: number;
  /**
   * The count the description says: the count when focus came into the field. A description
   * that changed on every keystroke made the browser recompute the focused field's accessible
   * description each time, which doubled the time from a key to the screen in a 200-field form
   * (bench/form-renderer); screen readers read a description on focus anyway, and near the limit
   * the live region says what is left.
   */
  describedCount: number;
  remainingLabel: (remaining: number) => string;
  /** Past the limit: the visible and announced excess, e.g. "12 characters too many". */
  tooManyLabel?: (excess: number) => string;
}

/**
 * The character counter of a text field: `CharacterCounter`'s behaviour (alert colours above
 * 80 %, 90 % and at the limit; the remaining count announced politely once typing pauses near the
 * limit) on plain elements styled by the form's stylesheet, with no Chakra style props to resolve
 * on every keystroke.
 */
export function FieldCounter({
  id,
  count,
  max,
  describedCount,
  remainingLabel,
  tooManyLabel,
}: FieldCounterProps) {
  const level = getCounterLevel(count, max);
  const announcement = useLimitAnnouncement(count, max, remainingLabel, undefined, tooManyLabel);
  const excess = count > max && tooManyLabel ? tooManyLabel(count - max) : undefined;
  return (
    <div className={c.counter} data-level={level}>
      <span aria-hidden="true">{`${count} / ${max}`}</span>
      {/* Said in words, not by colour alone; screen readers hear it from the live region. */}
      {excess && <div aria-hidden="true">{excess}</div>}
      <span id={id} className={c.srOnly}>{`${describedCount} / ${max}`}</span>
      {/* Always in the DOM, so that changing its text is what screen readers announce. */}
      <span role="status" className={c.srOnly}>
        {announcement}
      </span>
    </div>
  );
}
