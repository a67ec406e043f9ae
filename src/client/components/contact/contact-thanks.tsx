import { CircleCheck } from 'lucide-react';
import { Button } from '#client/components/ui/button.tsx';

/** Shown after a contact message is stored; focus moves here so keyboard and screen-reader users hear it. */
export function ContactThanks({ email, onSendAnother }: { email: string; onSendAnother: () => void }) {
  return (
    <div className="flex flex-col items-start gap-4 rounded-xl border border-brand-100 bg-brand-50 p-6">
      <CircleCheck aria-hidden className="h-10 w-10 text-brand-700" />
      <h3 tabIndex={-1} ref={(el) => el?.focus()} className="text-xl font-bold text-slate-900 focus:outline-none">
        Thank you for your message
      </h3>
      <p className="text-slate-700">
        We have received it and will reply to <strong className="break-all">{email}</strong> as soon as we can. If you do not hear from us
        within a few working days, please check your spam folder.
      </p>
      <Button variant="outline" onClick={onSendAnother}>
        Send Another Message
      </Button>
    </div>
  );
}
