import { useEffect, useState } from 'react';

/** Whole seconds since `since`, ticking every second while `running` (the kick counter's and contraction timer's clocks). */
export function useElapsedSeconds(since: string | null, running: boolean): number {
  const [now, setNow] = useState(() => Date.now());
  useEffect(() => {
    if (!running) return;
    setNow(Date.now());
    const id = setInterval(() => setNow(Date.now()), 1000);
    return () => clearInterval(id);
  }, [running]);
  return since ? Math.max(0, Math.floor((now - Date.parse(since)) / 1000)) : 0;
}
