import type { ReactNode } from 'react';
import { Card, CardContent, CardDescription, CardHeader } from '@/components/ui/card';
import { BrandMark, PRODUCT_NAME, TAGLINE } from '@/components/layout/brand';

/** The centred card that frames the sign-in pages. */
export function AuthCard({ title, description, children }: { title?: string; description?: string; children: ReactNode }) {
  return (
    <div className="mx-auto flex w-full max-w-md flex-col items-center gap-6 pt-2 md:pt-8">
      <div className="flex flex-col items-center gap-2 text-center">
        <BrandMark className="size-12 text-2xl" />
        <h1 className="text-2xl font-bold tracking-tight text-brand-dark">{title ?? PRODUCT_NAME}</h1>
        <p className="text-sm text-muted-foreground">{description ?? TAGLINE}</p>
      </div>
      <Card className="w-full border-t-4 border-t-primary">
        <CardContent>{children}</CardContent>
      </Card>
    </div>
  );
}

export function AuthCardHeading({ title, description }: { title: string; description?: string }) {
  return (
    <CardHeader className="mb-4 px-0">
      <h2 className="text-lg font-semibold">{title}</h2>
      {description && <CardDescription>{description}</CardDescription>}
    </CardHeader>
  );
}
