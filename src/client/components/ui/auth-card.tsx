import type { ReactNode } from 'react';
import { Card, CardContent, CardDescription, CardFooter, CardHeader } from './card.tsx';

/** The centred card used by the sign-in, sign-up and password screens. */
export function AuthCard({ title, description, children, footer }: { title: string; description?: ReactNode; children: ReactNode; footer?: ReactNode }) {
  return (
    <section className="mx-auto w-full max-w-md px-4 py-12">
      <Card>
        <CardHeader>
          <h1 className="text-2xl font-bold text-slate-900">{title}</h1>
          {description && <CardDescription>{description}</CardDescription>}
        </CardHeader>
        <CardContent>{children}</CardContent>
        {footer && <CardFooter className="flex flex-col items-start gap-2 text-sm">{footer}</CardFooter>}
      </Card>
    </section>
  );
}
