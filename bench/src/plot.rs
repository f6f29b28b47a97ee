//! The plot of docs/benchmarks.md: bandwidth per kernel and system against the copy ceiling
//! (top), launch latency, first-launch latency and SGEMM against cuBLAS (bottom). Text is
//! drawn with a bundled DejaVu Sans, so no system fonts are needed.

use std::path::Path;

use plotters::prelude::*;
use plotters::style::FontStyle;

use crate::report::{Ceilings, Row, Work};

static FONT: &[u8] = include_bytes!("../assets/DejaVuSans.ttf");

const OURS: RGBColor = RGBColor(0xd9, 0x48, 0x1c);
const OURS_LIGHT: RGBColor = RGBColor(0xf2, 0x9e, 0x6d);
const OURS_PALE: RGBColor = RGBColor(0xf7, 0xcd, 0xb4);
/// The peers' colours, distinct from ferrocuda's two.
const PALETTE: [RGBColor; 14] = [
    RGBColor(0x3b, 0x6e, 0xa8),
    RGBColor(0x6f, 0xa3, 0xd6),
    RGBColor(0x1f, 0x3d, 0x66),
    RGBColor(0x4c, 0x9a, 0x52),
    RGBColor(0x93, 0xc5, 0x7b),
    RGBColor(0x2b, 0x5e, 0x2f),
    RGBColor(0x7a, 0x5c, 0xa8),
    RGBColor(0xb3, 0x9c, 0xd6),
    RGBColor(0x8c, 0x8c, 0x8c),
    RGBColor(0xc4, 0xa1, 0x3b),
    RGBColor(0x5c, 0x5c, 0x5c),
    RGBColor(0x2a, 0x9d, 0x8f),
    RGBColor(0xa8, 0x5c, 0x85),
    RGBColor(0x45, 0x45, 0x8c),
];

/// ferrocuda's rows in its colours (checked dark, unchecked light); the peers in theirs.
fn color_of(system: &str, peer_index: usize) -> RGBColor {
    if system == "ferrocuda" || system.starts_with("ferrocuda, cold") {
        OURS
    } else if system.starts_with("ferrocuda (unchecked,") {
        OURS_PALE
    } else if system.starts_with("ferrocuda") {
        OURS_LIGHT
    } else {
        PALETTE[peer_index % PALETTE.len()]
    }
}

fn err<E: std::fmt::Debug>(e: E) -> String {
    format!("{e:?}")
}

/// Draws the plot to `path` (PNG).
pub fn draw(path: &Path, rows: &[Row], ceilings: &Ceilings) -> Result<(), String> {
    plotters::style::register_font("sans-serif", FontStyle::Normal, FONT).map_err(|_| "bad font".to_string())?;
    let root = BitMapBackend::new(path, (1600, 1100)).into_drawing_area();
    root.fill(&WHITE).map_err(err)?;
    let (top, bottom) = root.split_vertically(600);
    bandwidth(&top, rows, ceilings)?;
    let panels = bottom.split_evenly((1, 3));
    let latency: Vec<(String, f64)> =
        rows.iter().filter(|r| r.bench == "launch").filter_map(|r| Some((r.system.clone(), r.ms? * 1e3))).collect();
    bars(&panels[0], "launch, host side (µs, lower is better)", &latency, false)?;
    let first: Vec<(String, f64)> =
        rows.iter().filter(|r| r.bench == "first launch").filter_map(|r| Some((r.system.clone(), r.ms?))).collect();
    bars(&panels[1], "first launch in a fresh process (ms, log)", &first, true)?;
    let sgemm: Vec<(String, f64)> = rows
        .iter()
        .filter(|r| r.bench == "sgemm")
        .filter_map(|r| Some((r.system.clone(), 100.0 * r.throughput()? / ceilings.sgemm_gflops?)))
        .collect();
    bars(&panels[2], "SGEMM 4096³ (% of cuBLAS)", &sgemm, false)?;
    root.present().map_err(err)?;
    Ok(())
}

fn bandwidth(
    area: &DrawingArea<BitMapBackend, plotters::coord::Shift>,
    rows: &[Row],
    c: &Ceilings,
) -> Result<(), String> {
    let Some(copy) = c.copy_gbps else { return Ok(()) };
    let benches: Vec<&str> = {
        let mut b: Vec<&str> = Vec::new();
        for r in rows {
            let ceiling = r.bench.contains("ceiling");
            if matches!(r.work, Work::Bytes(_)) && r.ms.is_some() && !ceiling && !b.contains(&r.bench.as_str()) {
                b.push(&r.bench);
            }
        }
        b
    };
    let mut systems: Vec<&str> = Vec::new();
    for r in rows {
        if benches.contains(&r.bench.as_str()) && r.ms.is_some() && !systems.contains(&r.system.as_str()) {
            systems.push(&r.system);
        }
    }
    let mut chart = ChartBuilder::on(area)
        .caption(format!("bandwidth, % of device-to-device copy ({copy:.0} GB/s)"), ("sans-serif", 24))
        .margin(16)
        .x_label_area_size(36)
        .y_label_area_size(56)
        // Room on the right for the legend.
        .build_cartesian_2d(0f64..benches.len() as f64 + 1.7, 0f64..120f64)
        .map_err(err)?;
    chart
        .configure_mesh()
        .disable_x_mesh()
        .x_labels(0)
        .y_desc("% of copy bandwidth")
        .label_style(("sans-serif", 16))
        .draw()
        .map_err(err)?;
    // Each group's name above it.
    chart
        .draw_series(
            benches
                .iter()
                .enumerate()
                .map(|(i, b)| Text::new(b.to_string(), (i as f64 + 0.1, 114.0), ("sans-serif", 18))),
        )
        .map_err(err)?;
    let width = 0.8 / systems.len().max(1) as f64;
    let mut peers = 0;
    for (si, system) in systems.iter().enumerate() {
        let color = color_of(system, peers);
        if !system.starts_with("ferrocuda") {
            peers += 1;
        }
        let bars: Vec<Rectangle<(f64, f64)>> = benches
            .iter()
            .enumerate()
            .filter_map(|(bi, bench)| {
                let r = rows.iter().find(|r| r.bench == *bench && r.system == *system)?;
                let pct = 100.0 * r.throughput()? / copy;
                let x0 = bi as f64 + 0.1 + si as f64 * width;
                Some(Rectangle::new([(x0, 0.0), (x0 + width * 0.92, pct.min(119.0))], color.filled()))
            })
            .collect();
        chart
            .draw_series(bars)
            .map_err(err)?
            .label(*system)
            .legend(move |(x, y)| Rectangle::new([(x, y - 6), (x + 14, y + 6)], color.filled()));
    }
    chart
        .draw_series(LineSeries::new([(0.0, 100.0), (benches.len() as f64 + 1.7, 100.0)], BLACK.stroke_width(2)))
        .map_err(err)?;
    chart
        .configure_series_labels()
        .position(SeriesLabelPosition::UpperRight)
        .background_style(WHITE.mix(0.9))
        .border_style(BLACK)
        .label_font(("sans-serif", 13))
        .draw()
        .map_err(err)?;
    Ok(())
}

fn bars(
    area: &DrawingArea<BitMapBackend, plotters::coord::Shift>,
    title: &str,
    items: &[(String, f64)],
    log: bool,
) -> Result<(), String> {
    if items.is_empty() {
        return Ok(());
    }
    // A log scale is drawn as log10 of the values on a linear axis labelled with powers of
    // ten, so both scales share one drawing path.
    let y = |v: f64| if log { v.max(1e-3).log10() } else { v };
    let top = items.iter().map(|i| y(i.1)).fold(f64::NEG_INFINITY, f64::max);
    let (bottom, top) = if log {
        let low = items.iter().map(|i| y(i.1)).fold(f64::INFINITY, f64::min);
        ((low - 0.3).floor(), top + 0.3)
    } else {
        (0.0, top * 1.25)
    };
    let mut c = ChartBuilder::on(area)
        .caption(title, ("sans-serif", 18))
        .margin(12)
        .x_label_area_size(10)
        .y_label_area_size(50)
        .build_cartesian_2d(0f64..items.len() as f64, bottom..top)
        .map_err(err)?;
    let y_label = |v: &f64| match (log, (v - v.round()).abs() < 1e-9) {
        (true, true) => format!("{}", 10f64.powi(v.round() as i32)),
        (true, false) => String::new(),
        (false, _) => format!("{v:.1}"),
    };
    c.configure_mesh()
        .disable_x_mesh()
        .x_labels(0)
        .y_label_formatter(&y_label)
        .label_style(("sans-serif", 14))
        .draw()
        .map_err(err)?;
    for (i, (name, v)) in items.iter().enumerate() {
        let color = color_of(name, i);
        let label = format!("{name}: {}", if *v >= 100.0 { format!("{v:.0}") } else { format!("{v:.2}") });
        c.draw_series([Rectangle::new([(i as f64 + 0.15, bottom), (i as f64 + 0.85, y(*v))], color.filled())])
            .map_err(err)?
            .label(label)
            .legend(move |(x, y)| Rectangle::new([(x, y - 6), (x + 14, y + 6)], color.filled()));
    }
    c.configure_series_labels()
        .position(SeriesLabelPosition::UpperLeft)
        .background_style(WHITE.mix(0.85))
        .label_font(("sans-serif", 13))
        .draw()
        .map_err(err)?;
    Ok(())
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn draws_a_png_from_rows() {
        let rows = vec![
            Row::new("vector_add", "n", "ferrocuda", 1.0, Work::Bytes(3e9)),
            Row::new("vector_add", "n", "CUDA C (nvcc -O3)", 0.95, Work::Bytes(3e9)),
            Row::new("sum", "n", "ferrocuda", 0.3, Work::Bytes(1e9)),
            Row::new("launch", "4", "ferrocuda", 0.003, Work::Latency),
            Row::new("launch", "4", "cudarc launch_builder", 0.0028, Work::Latency),
            Row::new("first launch", "s", "ferrocuda, warm", 1.2, Work::Latency),
            Row::new("first launch", "s", "Numba first call", 300.0, Work::Latency),
            Row::new("sgemm", "4096", "ferrocuda", 5.0, Work::Flops(1.37e11)),
            Row::new("sgemm", "4096", "cuBLAS (ceiling)", 3.0, Work::Flops(1.37e11)),
        ];
        let path = std::env::temp_dir().join(format!("fc-bench-plot-{}.png", std::process::id()));
        draw(&path, &rows, &Ceilings { copy_gbps: Some(4000.0), sgemm_gflops: Some(45_000.0) }).unwrap();
        let bytes = std::fs::read(&path).unwrap();
        assert!(bytes.starts_with(b"\x89PNG") && bytes.len() > 10_000, "{} bytes", bytes.len());
        if std::env::var_os("FC_KEEP_PLOT").is_none() {
            std::fs::remove_file(&path).unwrap();
        }
    }
}
