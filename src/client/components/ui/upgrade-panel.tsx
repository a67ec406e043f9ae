import { Lock } from 'lucide-react';
import type { ReactNode } from 'react';
import { Link } from 'react-router-dom';
import { Button } from './button.tsx';
import { Card, CardContent, CardHeader } from './card.tsx';

/** The panel shown in place of paid content to users without an active plan (spec §2, §4). */
export function UpgradePanel({ title, intro, children }: { title: string; intro: string; children?: ReactNode }) {
  return (
    <Card className="border-amber-300 bg-amber-50">
      <CardHeader>
        <h2 className="flex items-center gap-2 text-xl font-bold text-slate-900">
          <Lock aria-hidden className="h-5 w-5 text-amber-700" />
          {title}
        </h2>
        <p className="text-slate-800">{intro}</p>
      </CardHeader>
      <CardContent className="flex flex-col items-start gap-4">
        {children}
        <Button asChild>
          <Link to="/pricing">Choose Your Plan</Link>
        </Button>
      </CardContent>
    </Card>
  );
}
