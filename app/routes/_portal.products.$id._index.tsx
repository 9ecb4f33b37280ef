import { json, type LoaderFunctionArgs } from "@remix-run/node";
import { Link, useLoaderData } from "@remix-run/react";
import { Pencil } from "lucide-react";
import { useTranslation } from "react-i18next";
import { PageHeader } from "~/components/layout/page-header";
import { CompanionSection } from "~/components/product/detail/companion-section";
import { ConfigurationSection } from "~/components/product/detail/configuration-section";
import { DocumentsSection } from "~/components/product/detail/documents-section";
import { ImagesSection } from "~/components/product/detail/images-section";
import { NotificationsSection } from "~/components/product/detail/notifications-section";
import { PaymentSection } from "~/components/product/detail/payment-section";
import { PeopleSection } from "~/components/product/detail/people-section";
import { ProductBanner } from "~/components/product/detail/product-banner";
import { RevenueCard } from "~/components/settlements/revenue-card";
import { SectionIndex } from "~/components/product/section";
import { Button } from "~/components/ui/button";
import { pageMeta } from "~/lib/page-meta";
import { hasPermission, requireUserWithPermission } from "~/services/auth.server";
import { mayManageProducts, productView, requireVisibleProduct } from "~/services/products.server";
import { revenueCardOf } from "~/services/settlements/index.server";

export const meta = pageMeta;
export const handle = { title: "products:title.detail" };

export async function loader({ request, params, context }: LoaderFunctionArgs) {
  const user = await requireUserWithPermission(request, context, "read:product");
  const product = productView(requireVisibleProduct(user, params.id ?? ""));
  // Issue 21: the gateway revenue (gross, fees, net) is finance data: shown to readers of payments only.
  const revenue = hasPermission(user, "read:payment") ? revenueCardOf(product.id, new URL(request.url)) : null;
  return json({ pageTitle: `${product.productCode} · ${product.name}`, product, mayEdit: mayManageProducts(user), revenue });
}

/** The page's sections: anchor id and the `products:sections` key of its title. */
const SECTIONS = [
  { id: "people", title: "people" },
  { id: "configuration", title: "configuration" },
  { id: "payment", title: "payment" },
  { id: "companion", title: "companionBank" },
  { id: "notifications", title: "notifications" },
  { id: "documents", title: "documents" },
  { id: "images", title: "images" },
] as const;

export default function ProductDetailPage() {
  const { t } = useTranslation("products");
  const { product: p, mayEdit, revenue } = useLoaderData<typeof loader>();
  return (
    <div>
      <PageHeader
        title={p.name}
        crumbs={[{ label: t("title.list"), to: "/products" }, { label: `${p.productCode} · ${p.name}` }]}
        actions={
          mayEdit ? (
            <Button asChild size="sm">
              <Link to={`/products/${p.id}/edit`}>
                <Pencil aria-hidden="true" /> {t("detail.editProduct")}
              </Link>
            </Button>
          ) : null
        }
      />

      <ProductBanner p={p} />
      <div className="grid gap-6 lg:grid-cols-[11rem_minmax(0,1fr)]">
        <SectionIndex sections={SECTIONS.map((s) => ({ id: s.id, title: t(`sections.${s.title}`) }))} />
        <div className="min-w-0 space-y-4">
          <PeopleSection p={p} />
          <ConfigurationSection p={p} />
          <PaymentSection p={p} />
          {revenue ? <RevenueCard revenue={revenue} /> : null}
          <CompanionSection p={p} />
          <NotificationsSection p={p} />
          <DocumentsSection p={p} />
          <ImagesSection p={p} />
        </div>
      </div>
    </div>
  );
}

export { GeneralErrorBoundary as ErrorBoundary } from "~/components/error-boundary";
