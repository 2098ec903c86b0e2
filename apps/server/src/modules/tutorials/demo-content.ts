import type { Language } from '@oneclick/shared';
import { slugify } from '@oneclick/shared';
import { appSettings, categories, posts } from '../../db/schema/index.js';
import { runAsSystem, type SystemDeps } from '../../service-core/unit-of-work.js';

const MARKER = 'demo_tutorials_added';

interface DemoCategory {
  name: string;
  posts: { title: string; shortDescription: string; videoId: string }[];
}

// Placeholder video ids: editors replace them with the real tutorials from the CMS.
const DEMO: Record<Language, DemoCategory[]> = {
  'en-US': [
    {
      name: 'Getting started',
      posts: [
        {
          title: 'Install the OneClick extension',
          shortDescription: 'Download oneclick-extension.zip and install it in your modelling program.',
          videoId: 'oneclickEN1',
        },
        {
          title: 'Your first cabinet',
          shortDescription: 'Model a base cabinet with doors and a shelf in five minutes.',
          videoId: 'oneclickEN2',
        },
      ],
    },
    {
      name: 'Production',
      posts: [
        {
          title: 'Nesting and G-code export',
          shortDescription: 'Lay out the panels on sheets and send G-code to your CNC machine.',
          videoId: 'oneclickEN3',
        },
      ],
    },
  ],
  vi: [
    {
      name: 'Bắt đầu',
      posts: [
        {
          title: 'Cài đặt tiện ích OneClick',
          shortDescription: 'Tải oneclick-extension.zip và cài đặt vào phần mềm dựng hình của bạn.',
          videoId: 'oneclickVI1',
        },
        {
          title: 'Chiếc tủ đầu tiên',
          shortDescription: 'Dựng một tủ bếp dưới có cánh và đợt trong năm phút.',
          videoId: 'oneclickVI2',
        },
      ],
    },
    {
      name: 'Sản xuất',
      posts: [
        {
          title: 'Tối ưu sơ đồ cắt và xuất G-code',
          shortDescription: 'Sắp xếp tấm ván trên khổ ván và gửi G-code tới máy CNC.',
          videoId: 'oneclickVI3',
        },
      ],
    },
  ],
  th: [
    {
      name: 'เริ่มต้นใช้งาน',
      posts: [
        {
          title: 'ติดตั้งส่วนขยาย OneClick',
          shortDescription: 'ดาวน์โหลด oneclick-extension.zip แล้วติดตั้งในโปรแกรมสร้างโมเดลของคุณ',
          videoId: 'oneclickTH1',
        },
        { title: 'ตู้ใบแรกของคุณ', shortDescription: 'สร้างตู้ล่างพร้อมบานประตูและชั้นวางภายในห้านาที', videoId: 'oneclickTH2' },
      ],
    },
    {
      name: 'การผลิต',
      posts: [
        {
          title: 'จัดวางแผ่นงานและส่งออก G-code',
          shortDescription: 'จัดวางชิ้นงานบนแผ่นไม้และส่ง G-code ไปยังเครื่อง CNC',
          videoId: 'oneclickTH3',
        },
      ],
    },
  ],
};

/**
 * Gives the embedded default a few tutorials in each language, once: the marker row means
 * an editor who later deletes them does not see them come back.
 */
export async function addDemoTutorials(system: SystemDeps): Promise<boolean> {
  return runAsSystem(system, async ({ tx }) => {
    const [marked] = await tx
      .insert(appSettings)
      .values({ key: MARKER, value: true })
      .onConflictDoNothing()
      .returning();
    if (!marked) return false;
    const existing = await tx.select({ id: categories.id }).from(categories).limit(1);
    if (existing.length > 0) return false;
    // One transaction gives every row the same now(): explicit times keep the written order.
    let order = Date.now();
    const next = () => new Date((order += 1000));
    for (const [lang, demoCategories] of Object.entries(DEMO)) {
      for (const demo of demoCategories) {
        const [category] = await tx
          .insert(categories)
          .values({ name: demo.name, slug: slugify(demo.name), lang, createdAt: next() })
          .returning();
        await tx
          .insert(posts)
          .values(demo.posts.map((post) => ({ ...post, lang, categoryId: category!.id, createdAt: next() })));
      }
    }
    return true;
  });
}
