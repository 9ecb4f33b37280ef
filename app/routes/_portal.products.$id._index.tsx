import { json, type LoaderFunctionArgs, type MetaFunction } from "@remix-run/node";
import { Link, useLoaderData } from "@remix-run/react";
import { Pencil } from "lucide-react";
import { PageHeader } from "~/components/layout/page-header";
import { CompanionSection } from "~/components/product/detail/companion-section";
import { ConfigurationSection } from "~/components/product/detail/configuration-section";
import { DocumentsSection } from "~/components/product/detail/documents-section";
import { ImagesSection } from "~/components/product/detail/images-section";
import { NotificationsSection } from "~/components/product/detail/notifications-section";
import { PaymentSection } from "~/components/product/detail/payment-section";
import { PeopleSection } from "~/components/product/detail/people-section";
import { ProductBanner } from "~/components/product/detail/product-banner";
import { SectionIndex } from "~/components/product/section";
import { Button } from "~/components/ui/button";
import { requireUserWithPermission } from "~/services/auth.server";
import { mayManageProducts, productView, requireVisibleProduct } from "~/services/products.server";

export const meta: MetaFunction<typeof loader> = ({ data }) => [{ title: `${data ? `${data.product.productCode} · ${data.product.name}` : "Product"} · Digimon` }];
export const handle = { title: "Product" };

export async function loader({ request, params, context }: LoaderFunctionArgs) {
  const user = await requireUserWithPermission(request, context, "read:product");
  const product = productView(requireVisibleProduct(user, params.id ?? ""));
  return json({ product, mayEdit: mayManageProducts(user) });
}

const SECTIONS = [
  { id: "people", title: "People" },
  { id: "configuration", title: "Configuration" },
  { id: "payment", title: "Payment system" },
  { id: "companion", title: "Companion & bank" },
  { id: "notifications", title: "E-mail notifications" },
  { id: "documents", title: "Document templates" },
  { id: "images", title: "Images" },
];

export default function ProductDetailPage() {
  const { product: p, mayEdit } = useLoaderData<typeof loader>();
  return (
    <div>
      <PageHeader
        title={p.name}
        crumbs={[{ label: "Catalogue", to: "/products" }, { label: `${p.productCode} · ${p.name}` }]}
        actions={
          mayEdit ? (
            <Button asChild size="sm">
              <Link to={`/products/${p.id}/edit`}>
                <Pencil aria-hidden="true" /> Edit product
              </Link>
            </Button>
          ) : null
        }
      />

      <ProductBanner p={p} />
      <div className="grid gap-6 lg:grid-cols-[11rem_minmax(0,1fr)]">
        <SectionIndex sections={SECTIONS} />
        <div className="min-w-0 space-y-4">
          <PeopleSection p={p} />
          <ConfigurationSection p={p} />
          <PaymentSection p={p} />
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
