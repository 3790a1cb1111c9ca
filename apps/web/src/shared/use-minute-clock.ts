import { useEffect, useState } from 'react';

const MINUTE = 60_000;

/**
 * The current time, renewed at the start of every minute while the component is mounted: for a
 * limit that moves with the clock (a diary entry's "when" may be up to now, and "now" is later
 * when the form is saved than when it was opened).
 */
export function useMinuteClock(): Date {
  const [now, setNow] = useState(() => new Date());
  useEffect(() => {
    let timer: ReturnType<typeof setTimeout>;
    const schedule = () => {
      timer = setTimeout(
        () => {
          setNow(new Date());
          schedule();
        },
        MINUTE - (Date.now() % MINUTE),
      );
    };
    schedule();
    return () => clearTimeout(timer);
  }, []);
  return now;
}
