import { useEffect } from 'react';
import { createPortal } from 'react-dom';
import { Toaster, toast } from 'sonner';
import { useEventsSettings } from './events-settings.tsx';

// Loaded only when the feed fails, so sonner never weighs on a page that works.
const toasterId = 'events-feed'; // apart from any site-wide <Toaster>

export function EventsFailureToast() {
  const { failedPopup } = useEventsSettings().text;
  useEffect(() => {
    // The id makes a repeat (React's development double effects) replace, not stack.
    toast.error(failedPopup, { id: 'events-feed-failed', toasterId });
  }, [failedPopup]);

  return createPortal(
    <Toaster id={toasterId} position="bottom-right" closeButton />,
    document.body,
  );
}
