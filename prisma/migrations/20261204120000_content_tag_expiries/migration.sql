-- When each cache tag of the site's pages last expired, shared by every web process.
CREATE TABLE "content_tag_expiries" (
    "tag" TEXT NOT NULL,
    "expired_at" TIMESTAMPTZ(3) NOT NULL,

    CONSTRAINT "content_tag_expiries_pkey" PRIMARY KEY ("tag")
);
