import { about, branches, branchLocations, claims, clinic, legal } from '@klinik/clinic';
import { escapeHtml } from '../html';
import { team } from '../team';
import type { PageSeed } from './types';

/** The About page's words live in the clinic constants, which the site's /tentang-kami shows too. */
const story = about.story.map((paragraph) => `<p>${escapeHtml(paragraph)}</p>`).join('\n');

const missions = about.missions.map((mission) => `<li>${escapeHtml(mission)}</li>`).join('\n  ');

const values = about.values
  .map(
    (value) =>
      `<li><strong>${escapeHtml(value.title)}:</strong> ${escapeHtml(value.description)}</li>`,
  )
  .join('\n  ');

const members = Object.values(team)
  .map(
    (member) =>
      `<li><strong>${escapeHtml(member.name)}</strong>: ${escapeHtml(member.role)}, pengalaman ${escapeHtml(member.experience)}.</li>`,
  )
  .join('\n  ');

const branchItems = branches
  .map((branch) => {
    const facts = branchLocations[branch.value];
    const main = facts.isMain ? ' (klinik utama)' : '';
    return `<li><strong>${escapeHtml(branch.label)}</strong>${main}: ${escapeHtml(facts.address)}</li>`;
  })
  .join('\n  ');

export const tentangKami: PageSeed = {
  slug: 'tentang-kami',
  title: 'Tentang Kami',
  excerpt: `${clinic.name} membantu warga Bandung pulih dari cedera dan tetap aktif sejak ${clinic.foundedYear}.`,
  metaTitle: `Tentang Kami | ${clinic.name}`,
  metaDescription: `Visi, misi, nilai, dan tim fisioterapis ${clinic.name}, klinik fisioterapi dan rehabilitasi di Bandung sejak ${clinic.foundedYear}.`,
  updatedAt: legal.lastUpdated,
  content: `
<h2>Cerita kami</h2>
${story}

<h2>Visi</h2>
<p>${escapeHtml(about.vision)}</p>

<h2>Misi</h2>
<ol>
  ${missions}
</ol>

<h2>Nilai-nilai kami</h2>
<ul>
  ${values}
</ul>

<h2>Tim kami</h2>
<ul>
  ${members}
</ul>

<h2>Lokasi</h2>
<ul>
  ${branchItems}
</ul>
<p>Kepuasan pasien kami tercermin dari penilaian ${claims.rating} dan tingkat kepuasan ${claims.satisfaction}. Terima kasih atas kepercayaan Anda.</p>
`,
};
